import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { KNOWLEDGE_TEST_MESSAGES } from '../contract';
import { excludedRows, fakeBlacklist, openExcludedList } from './exclusion-fixtures';
import { EXCLUSIONS, renderQuiz } from './quiz-fixtures';

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
