// pdfkit 0.20 ships no types and no @types release matches it: the little the receipt uses.
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'right' | 'center' | 'justify';
    features?: string[];
    continued?: boolean;
    lineGap?: number;
  }
  interface DocumentOptions {
    size?: string | [number, number];
    margin?: number;
    compress?: boolean;
    lang?: string;
    info?: { Title?: string; Subject?: string; Author?: string; Creator?: string; Producer?: string; CreationDate?: Date };
  }
  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    x: number;
    y: number;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    registerFont(name: string, source: Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    addPage(): this;
    end(): void;
  }
}
