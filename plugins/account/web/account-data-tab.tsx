import type { ReactElement } from 'react';
import { AccountDataForm } from './account-data-form';
import type { AccountStore } from './account-store';
import { AvatarEditor } from './avatar-editor';
import { PasswordChangeForm } from './password-change-form';

/** /Account/data: personal data, password change and the profile picture (spec part 1 §2). */
export function AccountDataTab({ store }: { store: AccountStore }): ReactElement {
  return (
    <>
      <AccountDataForm store={store} />
      <PasswordChangeForm store={store} />
      <AvatarEditor store={store} />
    </>
  );
}
