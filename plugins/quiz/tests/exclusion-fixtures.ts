import { fireEvent, screen, within } from '@testing-library/react';
import { SUCCESS_MESSAGES } from '@vigil/core';
import { ApiError, type Params } from '@vigil/web-sdk';
import type { ExcludedEntry } from '../contract';
import { EMPLOYEES, EXCLUSIONS } from './quiz-fixtures';

/** What the exclusions' component tests share: the excluded list's table and a fake blacklist behind it. */
const BLACKLIST_UPDATED = { message: SUCCESS_MESSAGES.blacklistUpdated };

export async function openExcludedList(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'EXCLUDED PERSONNEL LIST' }));
  return screen.getByRole('table', { name: 'EXCLUDED PERSONNEL LIST' });
}

export function excludedRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent ?? ''));
}

/** jsdom has no structuredClone; the entries are plain JSON. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A fake blacklist: add-to-blacklist and remove-from-blacklist change what get-blacklist-status answers. */
export function fakeBlacklist(start: ExcludedEntry[] = EXCLUSIONS) {
  let entries = copy(start);
  const names = new Map(EMPLOYEES.map((employee) => [employee.customer_id, employee.customer_name]));
  const testNames = new Map([[10, 'France'], [11, 'Italy'], [12, 'Nigeria']]);
  const add = jest.fn((params?: Params) => {
    const users = String(params?.users ?? '').split(',').filter(Boolean).map(Number);
    const tests = String(params?.quiz ?? '').split(',').filter(Boolean).map(Number);
    if (users.length === 0) throw new ApiError(400, 'Missing input: users', undefined, 'users');
    for (const user of users) {
      let entry = entries.find((candidate) => candidate.customer_id === user);
      if (!entry) {
        entry = { customer_id: user, customer_name: names.get(user) ?? '?', quiz: [] };
        entries.push(entry);
      }
      for (const test of tests) if (!entry.quiz.some((quiz) => quiz.id === test)) entry.quiz.push({ id: test, name: testNames.get(test) ?? '?' });
    }
    return BLACKLIST_UPDATED;
  });
  const remove = jest.fn((params?: Params) => {
    entries = entries
      .map((entry) => (entry.customer_id === Number(params?.users) ? { ...entry, quiz: entry.quiz.filter((quiz) => quiz.id !== Number(params?.quiz)) } : entry))
      .filter((entry) => entry.quiz.length > 0);
    return BLACKLIST_UPDATED;
  });
  const status = jest.fn(() => copy(entries));
  return {
    add,
    remove,
    status,
    answers: {
      'POST /quiz/add-to-blacklist': add,
      'POST /quiz/remove-from-blacklist': remove,
      'GET /quiz/get-blacklist-status': status,
    },
  };
}
