import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { AudioPreview } from '@/shared/ui/audio-preview';

export interface AudioUploadPreviewProps<Values extends FieldValues> {
  /** The audio upload field's name. */
  name: Path<Values>;
  /** The stored audio's address, played until another file is chosen. */
  storedUrl: string | null;
  /** Names the player of a file just chosen ('Audio of recitation.mp3'). */
  chosenLabel: (fileName: string) => string;
  /** Names the player of the stored audio ('Current audio'). */
  storedLabel: string;
}

/** Plays what an audio upload field holds, below it: the file just chosen, else the stored one; nothing without either. */
export function AudioUploadPreview<Values extends FieldValues>({ name, storedUrl, chosenLabel, storedLabel }: AudioUploadPreviewProps<Values>) {
  const file: unknown = useWatch<Values>({ name });
  if (file instanceof File) return <AudioPreview source={file} label={chosenLabel(file.name)} />;
  if (storedUrl) return <AudioPreview source={storedUrl} label={storedLabel} />;
  return null;
}
