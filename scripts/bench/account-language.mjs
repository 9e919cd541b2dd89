// Sets a demo account's language through the account form (legacy /customers/editEmployee), as the account page
// does: the dashboard's figure in Italian is measured on an account whose language is Italian.
import { readFileSync } from 'node:fs';
import { signIn } from './bench-server.mjs';

const appToken = process.env.VIGIL_APP_TOKEN ?? JSON.parse(readFileSync(new URL('../../config/default.json', import.meta.url))).appToken;

async function legacy(url, path, fields) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_token: appToken, ...fields }),
  });
  if (!response.ok) throw new Error(`${path} failed: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

export async function setAccountLanguage(url, username, password, language) {
  const login_token = await signIn(url, username, password);
  const me = await legacy(url, '/customers/getEmployeeDetail', { login_token });
  await legacy(url, '/customers/editEmployee', {
    login_token,
    name: me.name,
    surname: me.surname,
    username: me.username,
    email: me.email,
    phone: me.phone || '+39 02 1234',
    foreign_phone: me.foreign_phone ?? '',
    language,
  });
}
