import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUCCESS_MESSAGES } from '@vigil/core';
import { ApiError, type Params } from '@vigil/web-sdk';
import { KNOWLEDGE_TEST_MESSAGES, type ExcludedEntry } from '../contract';
import { EMPLOYEES, EXCLUSIONS, renderQuiz } from './quiz-fixtures';

const BLACKLIST_UPDATED = { message: SUCCESS_MESSAGES.blacklistUpdated };
const CLOSED_TEXT = 'List of Users who have been allowed to not take the Knowledge Evaluation Test';

function group(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

function boxes(label: string): HTMLInputElement[] {
  return within(group(label)).getAllByRole('checkbox') as HTMLInputElement[];
}

/** Ticks exactly `values` with plain clicks, one box at a time, as a person would. */
async function choose(label: string, values: readonly string[]): Promise<void> {
  for (const box of boxes(label)) {
    if (box.checked !== values.includes(box.value)) {
      // The form validates asynchronously after a change: let it settle inside act.
      await act(async () => {
        fireEvent.click(box);
      });
    }
  }
}

function chosen(label: string): string[] {
  return boxes(label)
    .filter((box) => box.checked)
    .map((box) => box.value);
}

async function openExcludedList(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'EXCLUDED PERSONNEL LIST' }));
  return screen.getByRole('table', { name: 'EXCLUDED PERSONNEL LIST' });
}

function excludedRows(table: HTMLElement): string[][] {
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
function fakeBlacklist(start: ExcludedEntry[] = EXCLUSIONS) {
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

describe('the exclude form', () => {
  it('offers the users and the tests as boxes to tick, with the names as the server sends them', async () => {
    renderQuiz();
    expect(await screen.findByRole('heading', { name: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'KNOWLEDGE EVALUATION TEST' })).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(boxes('Users').map((box) => [box.value, box.closest('label')?.textContent])).toEqual([
      ['1', 'Ada Admin'],
      ['2', 'Ann Analyst'],
      ['3', 'Tom Traveller'],
    ]);
    expect(boxes('Knowledge Evaluation Tests').map((box) => box.closest('label')?.textContent)).toEqual(['France', 'Italy', 'Nigeria']);
    expect(screen.getByRole('button', { name: 'Exclude' })).toBeTruthy();
  });

  it('keeps the other choices on a plain click: each click ticks or unticks one box (spec part 2 §5)', async () => {
    renderQuiz();
    await screen.findByRole('heading', { name: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' });
    await act(async () => {
      fireEvent.click(within(group('Users')).getByRole('checkbox', { name: 'Ada Admin' }));
    });
    await act(async () => {
      fireEvent.click(within(group('Users')).getByRole('checkbox', { name: 'Tom Traveller' }));
    });
    expect(chosen('Users')).toEqual(['1', '3']);
    await act(async () => {
      fireEvent.click(within(group('Users')).getByRole('checkbox', { name: 'Ada Admin' }));
    });
    expect(chosen('Users')).toEqual(['3']);
  });

  it('excludes the chosen users from the chosen tests, says so, clears both selects and refreshes the excluded list', async () => {
    const blacklist = fakeBlacklist([]);
    renderQuiz({ legacy: blacklist.answers });
    await screen.findByRole('heading', { name: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' });
    // No entries yet: no excluded list.
    expect(screen.queryByRole('button', { name: 'EXCLUDED PERSONNEL LIST' })).toBeNull();

    await choose('Users', ['1', '3']);
    await choose('Knowledge Evaluation Tests', ['11']);
    expect(chosen('Users')).toEqual(['1', '3']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Exclude' }));
    });

    expect(blacklist.add).toHaveBeenCalledTimes(1);
    expect(blacklist.add).toHaveBeenCalledWith({ users: '1,3', quiz: '11' });
    expect(await screen.findByText('Blacklist updated')).toBeTruthy();
    await waitFor(() => expect(chosen('Users')).toEqual([]));
    expect(chosen('Knowledge Evaluation Tests')).toEqual([]);
    expect(blacklist.status).toHaveBeenCalledTimes(2);
    const table = await openExcludedList();
    expect(excludedRows(table)).toEqual([
      ['Ada Admin', 'Italy'],
      ['Tom Traveller', 'Italy'],
    ]);
  });

  it("shows the server's message as an error toast, marks the field it names and keeps the choice", async () => {
    const add = jest.fn(() => {
      throw new ApiError(404, KNOWLEDGE_TEST_MESSAGES.employeeNotFound, { message: KNOWLEDGE_TEST_MESSAGES.employeeNotFound }, 'users');
    });
    const status = jest.fn(() => EXCLUSIONS);
    renderQuiz({ legacy: { 'POST /quiz/add-to-blacklist': add, 'GET /quiz/get-blacklist-status': status } });
    await screen.findByRole('heading', { name: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' });
    await choose('Users', ['2']);
    await choose('Knowledge Evaluation Tests', ['12']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Exclude' }));
    });

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Employee not found in your company');
    expect(boxes('Users').every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(chosen('Users')).toEqual(['2']);
    expect(chosen('Knowledge Evaluation Tests')).toEqual(['12']);
    expect(screen.queryByText('Blacklist updated')).toBeNull();
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('does not check emptiness: an empty submit asks the server, shows what is missing and changes nothing; a real one then works', async () => {
    const blacklist = fakeBlacklist([]);
    renderQuiz({ legacy: blacklist.answers });
    await screen.findByRole('heading', { name: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Exclude' }));
    });
    expect(blacklist.add).toHaveBeenCalledWith({ users: '', quiz: '' });
    expect((await screen.findByRole('alert')).textContent).toBe('Missing input: users');
    expect(screen.queryByRole('button', { name: 'EXCLUDED PERSONNEL LIST' })).toBeNull();

    await choose('Users', ['2']);
    await choose('Knowledge Evaluation Tests', ['10']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Exclude' }));
    });
    expect(blacklist.add).toHaveBeenLastCalledWith({ users: '2', quiz: '10' });
    expect(await screen.findByText('Blacklist updated')).toBeTruthy();
    expect(excludedRows(await openExcludedList())).toEqual([['Ann Analyst', 'France']]);
  });
});

describe('the excluded personnel list', () => {
  it('is hidden when nobody is excluded', async () => {
    renderQuiz({ legacy: { 'GET /quiz/get-blacklist-status': [] } });
    await screen.findByRole('heading', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
    expect(screen.queryByText('EXCLUDED PERSONNEL LIST')).toBeNull();
    expect(screen.queryByText(CLOSED_TEXT)).toBeNull();
  });

  it('is closed at first, with its text, and opens on one row per user and test', async () => {
    renderQuiz();
    const toggle = await screen.findByRole('button', { name: 'EXCLUDED PERSONNEL LIST' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(CLOSED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'EXCLUDED PERSONNEL LIST' })).toBeNull();

    const table = await openExcludedList();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText(CLOSED_TEXT)).toBeNull();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'User',
      'Country subject of the Knowledge Evaluation Test',
      'Remove',
    ]);
    expect(excludedRows(table)).toEqual([
      ['Ann Analyst', 'France'],
      ['Ann Analyst', 'Italy'],
      ['Tom Traveller', 'Nigeria'],
    ]);

    fireEvent.click(toggle);
    expect(screen.getByText(CLOSED_TEXT)).toBeTruthy();
  });

  it('removes an entry when its row is clicked, says so and refreshes the list', async () => {
    const blacklist = fakeBlacklist();
    renderQuiz({ legacy: blacklist.answers });
    const table = await openExcludedList();
    const row = within(table).getByRole('cell', { name: 'Italy' }).closest('tr') as HTMLElement;
    await act(async () => {
      fireEvent.click(row);
    });
    expect(blacklist.remove).toHaveBeenCalledTimes(1);
    expect(blacklist.remove).toHaveBeenCalledWith({ users: 2, quiz: 11 });
    expect(await screen.findByText('Blacklist updated')).toBeTruthy();
    await waitFor(() =>
      expect(excludedRows(table)).toEqual([
        ['Ann Analyst', 'France'],
        ['Tom Traveller', 'Nigeria'],
      ]),
    );
    expect(blacklist.status).toHaveBeenCalledTimes(2);
  });

  it('removes by keyboard through each row’s labelled Remove button, with one call', async () => {
    const blacklist = fakeBlacklist();
    renderQuiz({ legacy: blacklist.answers });
    await openExcludedList();
    const button = screen.getByRole('button', { name: 'Remove the exclusion of Tom Traveller from Nigeria' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    await act(async () => {
      // A native button turns Enter into a click; jsdom does not, so the click stands for it.
      fireEvent.click(button);
    });
    expect(blacklist.remove).toHaveBeenCalledTimes(1);
    expect(blacklist.remove).toHaveBeenCalledWith({ users: 3, quiz: 12 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the exclusion of Tom Traveller from Nigeria' })).toBeNull());
  });

  it('disappears when its last entry is removed', async () => {
    const blacklist = fakeBlacklist([{ customer_id: 3, customer_name: 'Tom Traveller', quiz: [{ id: 12, name: 'Nigeria' }] }]);
    renderQuiz({ legacy: blacklist.answers });
    await openExcludedList();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove the exclusion of Tom Traveller from Nigeria' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'EXCLUDED PERSONNEL LIST' })).toBeNull());
  });

  it("shows the server's message when a remove fails, and keeps the entry", async () => {
    const remove = jest.fn(() => {
      throw new ApiError(404, KNOWLEDGE_TEST_MESSAGES.notExcluded);
    });
    renderQuiz({ legacy: { 'POST /quiz/remove-from-blacklist': remove } });
    const table = await openExcludedList();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove the exclusion of Ann Analyst from France' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This user is not excluded from this test');
    expect(excludedRows(table)).toHaveLength(3);
  });

  it('shows 10 rows per page', async () => {
    const many: ExcludedEntry[] = Array.from({ length: 12 }, (_, index) => ({
      customer_id: 100 + index,
      customer_name: `Person ${String(index + 1).padStart(2, '0')}`,
      quiz: [{ id: 10, name: 'France' }],
    }));
    renderQuiz({ legacy: { 'GET /quiz/get-blacklist-status': many } });
    const table = await openExcludedList();
    expect(excludedRows(table)).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(excludedRows(table)).toEqual([
      ['Person 11', 'France'],
      ['Person 12', 'France'],
    ]);
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    renderQuiz({
      legacy: {
        'GET /quiz/get-blacklist-status': () => {
          throw new ApiError(403, "You don't have the permissions for this call (it needs one of: admin)");
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe("You don't have the permissions for this call (it needs one of: admin)");
    expect(screen.queryByText('EXCLUDED PERSONNEL LIST')).toBeNull();
  });
});
