import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';

/** What every input of a form needs from the form around it. */
export interface FormInputsSettings {
  /** True while the form is being saved or has been saved: every input is then disabled. */
  isBusy: boolean;
  /** A field's message in the interface language (`max` is the field's limit, for messages that name it). */
  errorText: (message: string | undefined, max?: number) => string | undefined;
}

const FormInputsContext = createContext<FormInputsSettings>({ isBusy: false, errorText: (message) => message || undefined });

export interface FormInputsProviderProps {
  /**
   * The catalogue whose keys the form's messages are. A message that is no key of it (the server's
   * own words) is shown as it is; without a catalogue every message is.
   */
  namespace?: string;
  /** How the form's messages read, when they are not keys of a catalogue (the spec's words, `specTextOf`). */
  errorText?: (message: string | undefined) => string | undefined;
  /** True while the form is being saved or has been saved: every input inside is then disabled. */
  isBusy?: boolean;
  /** The form's inputs. */
  children: ReactNode;
}

/** Tells the inputs inside a form whether it is busy and how its messages read. */
export function FormInputsProvider({ namespace, errorText, isBusy = false, children }: FormInputsProviderProps) {
  const { t } = useTranslation(namespace);
  const settings = useMemo<FormInputsSettings>(
    () => ({
      isBusy,
      errorText: (message, max) => {
        if (!message) return undefined;
        if (errorText) return errorText(message);
        return namespace ? t(message, { max, defaultValue: message }) : message;
      },
    }),
    [isBusy, namespace, errorText, t],
  );
  return <FormInputsContext.Provider value={settings}>{children}</FormInputsContext.Provider>;
}

export function useFormInputs(): FormInputsSettings {
  return useContext(FormInputsContext);
}
