import type { ReactElement, ReactNode } from 'react';
import { FormView, SubmitButton, type FormController } from '@vigil/web-sdk';

interface AccountFormSectionProps {
  /** The heading's id: the section and its form are both labelled by the heading. */
  id: string;
  heading: string;
  form: FormController;
  /** The submit button's text. */
  submit: string;
  children: ReactNode;
}

/** A section of the account page that is one form: its heading, its fields, its submit button. */
export function AccountFormSection({ id, heading, form, submit, children }: AccountFormSectionProps): ReactElement {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <FormView form={form} className="account-form" aria-labelledby={id}>
        {children}
        <SubmitButton>{submit}</SubmitButton>
      </FormView>
    </section>
  );
}
