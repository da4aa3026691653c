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
  document.querySelectorAll('*').forEach(markLive);
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

test("a key typed once the app has taken the field over, after it set the field back to the server's text, keeps what came before it", () => {
  // As measured in Chromium: the header's field is live (and set back to '') half a second before
  // the app's signal, and the visitor is still typing.
  const search = email;
  type(search, 'Tor', 'r');
  markLive(search);
  search.value = ''; // the app draws the field with its own (the server's) text
  const heard: string[] = [];
  search.addEventListener('input', () => heard.push(search.value));
  type(search, 'r', 'r');
  expect(heard).toEqual(['Torr']);
  type(search, 'Torrs', 's');
  expect(heard).toEqual(['Torr', 'Torrs']);

  document.dispatchEvent(new Event(HYDRATED));
  vi.runAllTimers();
  expect(search.value).toBe('Torrs');
  expect(heard.at(-1)).toBe('Torrs');
});

test('a key typed into a live field the app left alone is the field as it stands, told again unchanged', () => {
  type(email, 'Tor', 'r');
  markLive(email);
  const heard: string[] = [];
  email.addEventListener('input', () => heard.push(email.value));
  type(email, 'Torr', 'r');
  expect(heard).toEqual(['Torr']);
  document.dispatchEvent(new Event(HYDRATED));
  vi.runAllTimers();
  expect(email.value).toBe('Torr');
  expect(heard.at(-1)).toBe('Torr');
});

test("a form the app takes over after the page holds its press till then; the page's live parts are not held meanwhile", () => {
  // The footer's language chooser: its code comes after the rest. Let through, its press would
  // send the server's form as it is (the page again, in en-us, the query lost).
  document.body.insertAdjacentHTML(
    'beforeend',
    '<form id="chooser"><select><option>en-us</option><option>tr-tr</option></select><button>Change</button></form>',
  );
  const chooser = document.getElementById('chooser') as HTMLFormElement;
  const change = chooser.querySelector('button')!;
  const choice = chooser.querySelector('select')!;
  const signIns: string[] = [];
  const changes: string[] = [];
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    signIns.push(email.value);
  });
  chooser.addEventListener('submit', (e) => {
    e.preventDefault();
    changes.push(choice.value);
  });

  document.dispatchEvent(new Event(HYDRATED));
  for (const el of [form, email, password, submit]) markLive(el);
  vi.advanceTimersByTime(100);

  // The page's own form, live, answers at once.
  type(email, 'student@example.edu');
  submit.click();
  expect(signIns).toEqual(['student@example.edu']);

  choice.value = 'tr-tr';
  choice.dispatchEvent(new Event('input', { bubbles: true }));
  change.click();
  expect(changes).toEqual([]);

  // React sets a select it takes over back to the server's choice.
  for (const el of [chooser, choice, change]) markLive(el);
  choice.value = 'en-us';
  vi.advanceTimersByTime(100);
  expect(changes).toEqual(['tr-tr']);
});

test('a press on a link the app drew again meanwhile is made on the link that stands in its place', () => {
  document.body.insertAdjacentHTML('beforeend', '<a href="/en-us/products/1/x">A product</a>');
  const served = document.querySelector('a')!;
  served.click(); // before the app has taken the page over: held
  // A part that differs on this device: the app drew it again, with a new element.
  const drawn = document.createElement('a');
  drawn.setAttribute('href', '/en-us/products/1/x');
  drawn.textContent = 'A product';
  served.replaceWith(drawn);
  const pressed: string[] = [];
  drawn.addEventListener('click', (e) => {
    e.preventDefault();
    pressed.push(drawn.getAttribute('href')!);
  });

  document.dispatchEvent(new Event(HYDRATED));
  document.querySelectorAll('*').forEach(markLive);
  vi.runAllTimers();
  expect(pressed).toEqual(['/en-us/products/1/x']);
});
