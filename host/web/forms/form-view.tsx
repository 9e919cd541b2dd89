import { useEffect, useId, useMemo, useRef, useSyncExternalStore, type FormEvent, type ReactElement, type ReactNode } from 'react';
import './forms.css';
import { fieldId, FormContext, type FormContextValue } from './form-context';
import type { FormController, SubmitOutcome } from './form-definition';
import { FORM_ERROR_DELAY_MS, FORM_UNAVAILABLE, useToast } from './form-notifier';
import { useLazyTranslation } from '../i18n/lazy-translation';

export interface FormViewProps {
  form: FormController;
  children: ReactNode;
  className?: string;
  /** Accessible name of the form (e.g. the id of its heading). */
  'aria-labelledby'?: string;
  /** Called on the first focus, pointer or key press inside the form (the sign-in form loads its engine then). */
  onFirstInteraction?: () => void;
}

/**
 * The one form pattern: a `<form noValidate>` over a FormController. Submitting runs only when every field is
 * valid; otherwise the first error is shown as an error toast after 100 ms and its field receives the focus. While
 * the handler runs a loader overlay covers the form and its fields are locked. A failure's message (the server's
 * 400 text, which also marks the field it names) is shown as an error toast.
 */
export function FormView({ form, children, className, onFirstInteraction, ...aria }: FormViewProps): ReactElement {
  const version = useSyncExternalStore(form.subscribe, form.version, form.version);
  const idPrefix = useId().replace(/:/g, '');
  const namespace = form.definition.namespace ?? 'common';
  const t = useLazyTranslation('common');
  const toast = useToast();
  const errorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const interacted = useRef(false);
  const context = useMemo<FormContextValue>(() => ({ form, version, idPrefix, namespace }), [form, version, idPrefix, namespace]);

  useEffect(() => () => clearTimeout(errorTimer.current), []);

  async function attempt(): Promise<void> {
    clearTimeout(errorTimer.current);
    let outcome: SubmitOutcome;
    try {
      outcome = await form.submit();
    } catch (error) {
      // Only the engine's download can fail here (handlers' failures are outcomes): say so, keep the form usable.
      console.error('The form could not be submitted', error);
      toast('error', FORM_UNAVAILABLE);
      return;
    }
    if (outcome.status === 'invalid') {
      document.getElementById(fieldId(idPrefix, outcome.field))?.focus();
      errorTimer.current = setTimeout(() => toast('error', outcome.message), FORM_ERROR_DELAY_MS);
    } else if (outcome.status === 'failed') {
      toast('error', outcome.message);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void attempt();
  }

  const interact = onFirstInteraction
    ? (): void => {
        if (interacted.current) return;
        interacted.current = true;
        onFirstInteraction();
      }
    : undefined;

  return (
    <FormContext.Provider value={context}>
      <form
        className={className ? `vigil-form ${className}` : 'vigil-form'}
        noValidate
        aria-busy={form.submitting}
        onSubmit={onSubmit}
        onFocus={interact}
        onPointerDown={interact}
        onKeyDown={interact}
        {...aria}
      >
        <fieldset className="form-fields" disabled={form.submitting}>
          {children}
        </fieldset>
        {form.submitting ? (
          <div className="form-overlay" role="status" aria-busy="true">
            <span className="form-spinner" aria-hidden="true" />
            <span>{t('loading')}</span>
          </div>
        ) : null}
      </form>
    </FormContext.Provider>
  );
}
