import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { EMPLOYEES, employeeFixture, renderAdmin } from './admin-fixtures';

/** Typing validates asynchronously: let it settle inside act. */
async function type(label: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

/** Ticks exactly `values` in the group of boxes labelled `label`, one click on each box that must change. */
async function choose(label: string, values: readonly string[]): Promise<void> {
  await act(async () => {
    for (const box of within(screen.getByLabelText(label)).getAllByRole('checkbox') as HTMLInputElement[]) {
      if (box.checked !== values.includes(box.value)) fireEvent.click(box);
    }
  });
}

async function fillValid(): Promise<void> {
  await screen.findByLabelText('Name');
  await type('Name', 'Grace');
  await type('Surname', 'Hopper');
  await type('Email', 'grace@example.test');
  await type('Phone', '+1 555 0141');
}

async function submitAndExpectAlert(message: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
}

describe('new employee', () => {
  it.each([
    ['Name', 'R2D2', 'Not a valid name'],
    ['Surname', '', 'Must be compiled'],
    ['Email', 'grace@', 'Email format not valid'],
    ['Phone', 'call me', 'Not a valid phone'],
  ])('refuses a bad %s without calling the server', async (label, value, message) => {
    const add = jest.fn();
    renderAdmin({ route: '/Admin/new', legacy: { 'POST /customers/addEmployee': add } });
    await fillValid();
    await type(label, value);
    await submitAndExpectAlert(message);
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the employee with the chosen lists and nationality, then lists them at /Admin', async () => {
    const added = employeeFixture(9, { name: 'Grace', surname: 'Hopper', email: 'grace@example.test', username: '', registered: false });
    const add = jest.fn().mockResolvedValue({ message: 'Employee added: the registration link was sent by email', employee: added });
    const list = jest.fn().mockResolvedValueOnce([...EMPLOYEES, added]);
    renderAdmin({ route: '/Admin/new', legacy: { 'POST /customers/addEmployee': add, 'GET /companies/getEmployees': list } });

    await fillValid();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New employee');
    await choose('Permission', ['gpa', 'ops']);
    await choose('Project', ['1', '3']);
    await type('Nationality', '380');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));

    expect(await screen.findByText('Employee added: the registration link was sent by email')).toBeTruthy();
    expect(add).toHaveBeenCalledWith({
      name: 'Grace', surname: 'Hopper', email: 'grace@example.test', phone: '+1 555 0141', permission: ['gpa', 'ops'], building: [3, 1], country: 380,
    });
    const row = (await screen.findByRole('rowheader', { name: /Grace Hopper/ })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Registration pending');
  });

  it('leaves the optional lists empty and the nationality out', async () => {
    const add = jest.fn().mockRejectedValue(new ApiError(400, 'This email is already registered', undefined, 'email'));
    renderAdmin({ route: '/Admin/addEmployee', legacy: { 'POST /customers/addEmployee': add } });

    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));

    // The server's 400 marks its field and stays on the form.
    expect((await screen.findByRole('alert')).textContent).toBe('This email is already registered');
    expect(add).toHaveBeenCalledWith({ name: 'Grace', surname: 'Hopper', email: 'grace@example.test', phone: '+1 555 0141', permission: [], building: [] });
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New employee');
  });

  it("says 'Cannot get buildings' when the projects cannot be loaded, and the form still works without them", async () => {
    const down = new ApiError(500, 'down');
    // The failure is logged for whoever looks at the console, besides the notice: kept out of the test's output.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAdmin({ route: '/Admin/new', legacy: { 'GET /companies/getBuildings': () => Promise.reject(down) } });

      expect((await screen.findByRole('alert')).textContent).toBe('Cannot get buildings');
      expect(within(await screen.findByLabelText('Project')).queryAllByRole('checkbox')).toHaveLength(0);
      expect(screen.getByLabelText('Name')).toBeTruthy();
      expect(logged).toHaveBeenCalledWith('Could not load the projects', down);
    } finally {
      logged.mockRestore();
    }
  });

  it('offers the nationalities of the newer API, or says they could not be loaded', async () => {
    const refused = new ApiError(401, 'no jwt');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAdmin({ route: '/Admin/new', newApi: { 'GET /geolocation/countries': () => Promise.reject(refused) } });
      expect(await screen.findByText('The countries could not be loaded: the nationality can be set later.')).toBeTruthy();
      const nationality = (await screen.findByLabelText('Nationality')) as HTMLSelectElement;
      expect(Array.from(nationality.options, (option) => option.textContent)).toEqual(['Not given']);
      expect(logged).toHaveBeenCalledWith('Could not load the countries', refused);
    } finally {
      logged.mockRestore();
    }
  });
});
