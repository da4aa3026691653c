// What the 'Browse your subject' home page looks like before its code and its data have
// arrived: its heading and the subject boxes' skeleton, pictures included. Prerendered into the
// HTML served for / (the page paints it before any JavaScript runs) and drawn by the
// app while the screen's chunk loads, so nothing changes when React takes over. It is in the
// entry: keep it small.
import { messages } from '../../lib/messages/messages';
import { SubjectBoxesSkeleton } from './subject-boxes-skeleton';
import './home.css';

export function HomeFallback() {
  return (
    <div className="page home">
      <h1 className="page__title">{messages.home.browseYourSubject}</h1>
      <SubjectBoxesSkeleton label={messages.home.loadingSubjects} />
    </div>
  );
}
