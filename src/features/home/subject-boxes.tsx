// spec §2 Home: one box per discipline category, each with a category link, a list of
// primary-discipline links and one of three images.
import { useLocation } from 'react-router';
import { AppLink } from '../../ui/app-link';
import type { OutlineCategory } from '../../lib/api/disciplines';
import { subjectSearchHrefs } from '../../domain/shell/query-params';
import { SubjectImage } from './subject-boxes-skeleton';

/** A PNG drawn from the SVG beside it (scripts/lib/raster-pictures.ts): an SVG picture is a document the page's main thread builds. */
export function subjectImage(category: OutlineCategory, index: number): string {
  const image = category.image >= 1 && category.image <= 3 ? category.image : (index % 3) + 1;
  return `/images/subject-${image}.png`;
}

export function SubjectBoxes({ categories }: { categories: OutlineCategory[] }) {
  const { search } = useLocation();
  const subjectSearchHref = subjectSearchHrefs(search);
  return (
    <ul className="subject-boxes">
      {categories.map((category, index) => (
        <li key={category.code} className="subject-box">
          <SubjectImage src={subjectImage(category, index)} first={index === 0} />
          <div className="subject-box__body">
            <h2 className="subject-box__title">
              <AppLink to={subjectSearchHref({ cat: category.code })}>{category.name}</AppLink>
            </h2>
            <ul className="subject-box__disciplines">
              {category.primaryDisciplines.map((discipline) => (
                <li key={discipline.code}>
                  <AppLink to={subjectSearchHref({ disc: discipline.code })}>{discipline.name}</AppLink>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
