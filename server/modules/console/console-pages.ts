/**
 * The stand-in console's pages, as plain data (status, title, HTML body): the routes
 * (console-routes.ts) only pick one and send it.
 */
import { html, type Html } from './html.ts';

export interface ConsolePage {
  status: number;
  title: string;
  content: Html;
}

/** Only http(s) addresses and same-site paths become links (no javascript: or //host). */
export function safeLink(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function describeValue(value: unknown): string {
  if (value === undefined) return '(not sent)';
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const homePage: ConsolePage = {
  status: 200,
  title: 'Course console',
  content: html`<p>
      This is a small stand-in for the course console, so the catalogue's links and the course-creation hand-off
      work in development.
    </p>
    <ul class="links">
      <li><a href="/console/account">Account settings</a></li>
      <li><a href="/console/admin">Administrative Dashboard</a></li>
      <li><a href="/">Search the catalogue</a></li>
    </ul>`,
};

/** The header's help button (instructors) leads here. */
export const helpPage: ConsolePage = {
  status: 200,
  title: 'Help',
  content: html`<p>
      Help for instructors using the catalogue: find course materials by subject or by title, author or ISBN;
      choose your institution to see its pricing options; start a course from a product's page.
    </p>
    <ul class="links">
      <li><a href="/">Search the catalogue</a></li>
      <li><a href="/getstarted">Join a course with an invitation link</a></li>
      <li><a href="/console">Course console home</a></li>
    </ul>`,
};

/** spec §2 contact-sales block: 'Contact your sales rep' opens the sales contact link. */
export const contactSalesPage: ConsolePage = {
  status: 200,
  title: 'Contact your sales rep',
  content: html`<p>This is where the publisher's sales contact form would be. The demo console does not send messages.</p>`,
};

export const adminPage: ConsolePage = {
  status: 200,
  title: 'Administrative Dashboard',
  content: html`<p>The administrative dashboard of the course console is not part of this demo.</p>
    <p><a href="/console">Course console home</a></p>`,
};

export interface VerifyFields {
  catalogCode?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  forceLogout?: string;
}

/** spec §6 'Verify your account' → 'Go to form': what the form received. */
export function verifyPage(q: VerifyFields): ConsolePage {
  return {
    status: 200,
    title: 'Instructor verification',
    content: html`<p>This is where the course console asks an instructor for proof of teaching.</p>
      <dl>
        <dt>Catalogue code</dt>
        <dd>${describeValue(q.catalogCode)}</dd>
        <dt>First name</dt>
        <dd>${describeValue(q.firstName)}</dd>
        <dt>Last name</dt>
        <dd>${describeValue(q.lastName)}</dd>
        <dt>Email</dt>
        <dd>${describeValue(q.email)}</dd>
        <dt>Sign out after sending</dt>
        <dd>${describeValue(q.forceLogout)}</dd>
      </dl>`,
  };
}

/** spec §6 Student: how to join a course, with a way back to `back` (already a safe link). */
export function joinCoursePage(back: string | null): ConsolePage {
  return {
    status: 200,
    title: 'Join your course',
    content: html`<p>Students join a course with the invitation link from their instructor (in the syllabus or an email).</p>
      <ul class="links">
        <li><a href="/getstarted${back ? `?return=${encodeURIComponent(back)}` : ''}">Enter your invitation link</a></li>
        ${back ? html`<li><a href="${back}">Back to the product</a></li>` : null}
      </ul>`,
  };
}

/** spec §7: the account page, opened with type=Return to Search and returnUrl. */
export function accountPage(back: string | null, type: string | undefined): ConsolePage {
  const label = type?.trim() || 'Return to Search';
  return {
    status: 200,
    title: 'Account settings',
    content: html`<p>
        Account settings (name, email, password, institutions) live in the course console, which this demo only
        stands in for.
      </p>
      ${back ? html`<p><a href="${back}">${label}</a></p>` : html`<p><a href="/">Return to Search</a></p>`}`,
  };
}

export interface DemoProduct {
  name: string;
  book_edition: string | null;
}

/** "View demo" (spec §7): the product's preview target. */
export function demoPage(product: DemoProduct | undefined): ConsolePage {
  if (!product) {
    return { status: 404, title: 'Demo not found', content: html`<p class="error">There is no demo for this product.</p>` };
  }
  return {
    status: 200,
    title: `Demo: ${product.name}`,
    content: html`<p>
        This is where the course console shows an instructor a guided demo of
        <strong>${product.name}</strong>${product.book_edition ? html`, ${product.book_edition}` : ''}.
      </p>
      <p class="note">The demo console does not hold course content.</p>`,
  };
}

const ENROLLMENT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** spec §5: invitation links contain {console base URL}/enrollment/. */
export function enrollmentPage(code: string, consoleBase: string): ConsolePage {
  if (!ENROLLMENT_CODE.test(code)) {
    return {
      status: 404,
      title: 'Course not found',
      content: html`<p class="error">Sorry, course not found. Please check the link.</p>`,
    };
  }
  return {
    status: 200,
    title: 'Join your course',
    content: html`<p>You followed the invitation link for the course with the code <strong>${code}</strong>.</p>
      <dl>
        <dt>Invitation code</dt>
        <dd>${code}</dd>
        <dt>Invitation link</dt>
        <dd>${`${consoleBase}/enrollment/${code}`}</dd>
      </dl>
      <p class="note">
        This demo console does not hold courses: in the real console this page signs you in and enrols you.
      </p>`,
  };
}
