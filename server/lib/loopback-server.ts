import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A small HTTP server of the process's own on a free loopback port, started the first time its origin is
 * asked for: the sample stores and the sample video host answer there, so a sync reads them over real
 * HTTP, with the timeouts and retries a real service meets.
 */
export class LoopbackServer {
  private listening: Promise<{ app: FastifyInstance; origin: string }> | undefined;

  /** `register` adds the routes when the server first starts. */
  constructor(private readonly register: (app: FastifyInstance) => void) {}

  /** The origin the server answers at, once it listens. */
  async origin(): Promise<string> {
    this.listening ??= (async () => {
      const app = Fastify({ logger: false });
      this.register(app);
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, origin };
    })();
    return (await this.listening).origin;
  }

  async close(): Promise<void> {
    if (this.listening) await (await this.listening).app.close();
    this.listening = undefined;
  }
}
