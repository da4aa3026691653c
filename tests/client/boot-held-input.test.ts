// The boot's hold on what a visitor does to a server-rendered page before the app has taken it
// over (src/boot.ts), at the moments a real browser can hit: the app's take-over signal has come,
// but the held text has not been told yet. The app itself is not started here (its import never
// settles); "live" is React DOM's own mark on an element it has taken over.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

vi.mock('../../src/main', () => new Promise(() => {}));

const HYDRATED = 'exchange:hydrated';

function markLive(element: Element) {
  Object.assign(element, { __reactProps$test: {} });
}

function type(field: HTMLInputElement, value: string, key: string | null = null) {
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }));
}

let form: HTMLFormElement;
let email: HTMLInputElement;
let password: HTMLInputElement;
let submit: HTMLButtonElement;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  document.body.innerHTML = `
    <script type="application/json" id="page-state">{}</script>
    <form><input name="email"><input name="password" type="password"><button>Sign in</button></form>`;
  form = document.querySelector('form')!;
  [email, password] = Array.from(document.querySelectorAll('input')) as [HTMLInputElement, HTMLInputElement];
  submit = document.querySelector('button')!;
  await import('../../src/boot');
});

afterEach(() => {
  // Whatever a test left held is let go, so the next test's boot starts alone.
  document.dispatchEvent(new Event(HYDRATED));
  vi.runAllTimers();
  vi.useRealTimers();
});

test('a press made after the take-over signal waits for the text typed before it: the form sends both fields', () => {
  const sent: Array<[string, string]> = [];
  // What the app's controlled fields hold: only what their input events told it.
  const heard = { email: '', password: '' };
  form.addEventListener('input', (e) => {
    const field = e.target as HTMLInputElement;
    heard[field.name as 'email' | 'password'] = field.value;
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    sent.push([heard.email, heard.password]);
  });

  type(email, 'student@example.edu');
  type(password, 'exchange-demo');
  heard.email = heard.password = ''; // the app started after those events: it heard none of them
  document.dispatchEvent(new Event(HYDRATED));
  for (const el of [form, email, password, submit]) markLive(el);
  submit.click(); // the app is live, the held text not yet told
  expect(sent).toEqual([]);

  vi.runAllTimers();
  expect(sent).toEqual([['student@example.edu', 'exchange-demo']]);
});

test("a key typed once live, after the app set the field back to the server's text, keeps what was typed before it", () => {
  const search = email;
  type(search, 'Tor', 'r');
  document.dispatchEvent(new Event(HYDRATED));
  markLive(search);
  search.value = ''; // the app draws the field again with its own (the server's) text
  const heard: string[] = [];
  search.addEventListener('input', () => heard.push(search.value));
  type(search, 'r', 'r');
  expect(heard).toEqual(['Torr']);
  expect(search.value).toBe('Torr');

  vi.runAllTimers(); // the release tells nothing more: the app heard the newer text itself
  expect(heard).toEqual(['Torr']);
});

test('a key typed once live into a field the app left alone is the field as it stands', () => {
  type(email, 'Tor', 'r');
  document.dispatchEvent(new Event(HYDRATED));
  markLive(email);
  type(email, 'Torr', 'r');
  expect(email.value).toBe('Torr');
  const heard: string[] = [];
  email.addEventListener('input', () => heard.push(email.value));
  vi.runAllTimers();
  expect(heard).toEqual([]);
});
