import type { TestServer } from './test-server';

/**
 * The token at the end of the newest link to `path` in a mail to `to`, from the server's outbox. Mail is written
 * after the answer, so the outbox is polled for a few seconds.
 */
export async function mailedToken(server: TestServer, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}([^\\s?"<]+)`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = (await server.outbox()).filter((candidate) => candidate.to === to && pattern.test(candidate.text)).pop();
    const token = mail ? pattern.exec(mail.text)?.[1] : undefined;
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} with a link to ${path}`);
}
