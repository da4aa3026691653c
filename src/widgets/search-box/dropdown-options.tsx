// What the search box's dropdown renders into the field's listbox: the recent searches (each
// with its 'Remove' option, then 'Clear all'), the author and product suggestions, and 'View
// all' last. Every option is reached from the field (arrows and Enter; see dropdown-keys.ts);
// a click on a link option chooses it in place, modified clicks keep the browser's behaviour.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { textSearchHref } from '../../domain/shell/query-params';
import { highlightParts, type SuggestionOption } from '../../domain/search/autocomplete';
import { recentSearchHref, type RecentOption } from '../../domain/search/recent-searches';
import { productHref } from '../../domain/product/product-link';
import { institutionEditionNote } from '../../domain/product/institution-edition';
import { showDefaultCover } from '../../ui/default-cover';
import { CloseIcon, PersonIcon, SearchIcon } from '../../ui/icons';

const t = messages.searchBar;

export type DropdownOption = RecentOption | SuggestionOption;
type Of<K extends SuggestionOption['kind']> = Extract<SuggestionOption, { kind: K }>;

/** What every option needs to know of the dropdown. */
export interface OptionContext {
  listboxId: string;
  /** The page's query string, carried by the links. */
  search: string;
  /** The box's text, as typed (recent searches are highlighted with it). */
  value: string;
  /** The text asked for, as suggestions are highlighted with it. */
  boxText: string;
  /** Signed in or in the LMS flow (what an institution's own edition says). */
  identified: boolean;
  options: readonly DropdownOption[];
  activeIndex: number;
  choose: (option: DropdownOption) => void;
}

export const optionIdOf = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

function optionProps(c: OptionContext, option: DropdownOption) {
  const index = c.options.indexOf(option);
  return { id: optionIdOf(c.listboxId, index), role: 'option', 'aria-selected': index === c.activeIndex, tabIndex: -1 };
}

function linkClick(c: OptionContext, option: DropdownOption) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    c.choose(option);
  };
}

interface DropdownOptionsProps {
  context: OptionContext;
  recents: readonly RecentOption[];
  /** The suggestions, or null under 3 characters (spec §4). */
  suggestions: {
    authors: readonly Of<'author'>[];
    products: readonly Of<'product'>[];
    viewAll: Of<'view-all'> | null;
  } | null;
}

export function DropdownOptions({ context, recents, suggestions }: DropdownOptionsProps) {
  return (
    <>
      {recents.length > 0 && <RecentGroup c={context} recents={recents} />}
      {suggestions && suggestions.authors.length > 0 && <AuthorGroup c={context} authors={suggestions.authors} />}
      {suggestions && suggestions.products.length > 0 && <ProductGroup c={context} products={suggestions.products} />}
      {suggestions?.viewAll && (
        <Link
          {...optionProps(context, suggestions.viewAll)}
          to={textSearchHref(context.search, suggestions.viewAll.query)}
          aria-label={t.viewAllLabel(suggestions.viewAll.query)}
          className="search-suggestion search-suggestion--view-all"
          onClick={linkClick(context, suggestions.viewAll)}
        >
          <span>{t.viewAll}</span>
          <SearchIcon className="search-suggestion__icon" />
        </Link>
      )}
    </>
  );
}

function Group({
  c,
  name,
  heading,
  modifier = '',
  children,
}: {
  c: OptionContext;
  name: string;
  heading: string;
  modifier?: string;
  children: React.ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={`${c.listboxId}-${name}`} className={`search-suggestions__group${modifier}`}>
      <div role="presentation" id={`${c.listboxId}-${name}`} className="search-suggestions__heading">
        {heading}
      </div>
      {children}
    </div>
  );
}

function RecentGroup({ c, recents }: { c: OptionContext; recents: readonly RecentOption[] }) {
  return (
    <Group c={c} name="recent" heading={t.recentGroup} modifier=" search-suggestions__group--recent">
      {recents.map((option) => {
        if (option.kind !== 'recent') {
          const clear = option.kind === 'clear-recent';
          return (
            // Keys reach these through the field (Enter on the active option), as every option here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={option.key}
              id={optionIdOf(c.listboxId, c.options.indexOf(option))}
              role="option"
              aria-selected={c.options.indexOf(option) === c.activeIndex}
              tabIndex={-1}
              aria-label={clear ? t.clearAllLabel : t.removeRecentLabel(option.entry.q)}
              title={clear ? undefined : t.remove}
              className={`search-suggestion search-suggestion--${option.kind}`}
              onClick={() => c.choose(option)}
            >
              {clear ? t.clearAll : <CloseIcon className="search-suggestion__icon" />}
            </div>
          );
        }
        const { entry } = option;
        return (
          <Link
            key={option.key}
            {...optionProps(c, option)}
            to={recentSearchHref(c.search, entry)}
            aria-label={t.recentOptionLabel(entry.q, entry.subject)}
            className="search-suggestion search-suggestion--recent"
            onClick={linkClick(c, option)}
          >
            <SearchIcon className="search-suggestion__icon" />
            <span className="search-suggestion__title">
              <Highlighted text={entry.q} query={c.value} />
            </span>
            {entry.subject && <span className="search-suggestion__count">{t.recentSubject(entry.subject)}</span>}
          </Link>
        );
      })}
    </Group>
  );
}

function AuthorGroup({ c, authors }: { c: OptionContext; authors: readonly Of<'author'>[] }) {
  return (
    <Group c={c} name="authors" heading={t.authorsGroup}>
      {authors.map((author) => (
        <Link
          key={author.key}
          {...optionProps(c, author)}
          to={textSearchHref(c.search, author.query)}
          aria-label={t.authorOptionLabel(author.query, author.count)}
          className="search-suggestion search-suggestion--author"
          onClick={linkClick(c, author)}
        >
          <PersonIcon className="search-suggestion__icon" />
          <span className="search-suggestion__title">
            <Highlighted text={author.label} query={c.boxText} />
          </span>
          <span className="search-suggestion__count">{t.authorProducts(author.count)}</span>
        </Link>
      ))}
    </Group>
  );
}

function ProductGroup({ c, products }: { c: OptionContext; products: readonly Of<'product'>[] }) {
  return (
    <Group c={c} name="products" heading={t.productsGroup}>
      {products.map((product) => {
        const platform = t.platforms[product.platform];
        const owned = institutionEditionNote(product.ownedBy, c.identified);
        const note = owned ? messages.institutionEdition[owned] : null;
        const label = t.productOptionLabel({
          title: product.fullTitle,
          authors: product.authors,
          isbn13: product.isbn13,
          platform,
        });
        return (
          <Link
            key={product.key}
            {...optionProps(c, product)}
            to={productHref(product, c.search)}
            aria-label={[label, note].filter(Boolean).join(', ')}
            className="search-suggestion search-suggestion--product"
            onClick={linkClick(c, product)}
          >
            <img
              className="search-suggestion__thumb"
              src={product.thumbnail}
              alt=""
              width="40"
              height="53"
              loading="lazy"
              decoding="async"
              onError={showDefaultCover}
            />
            <span className="search-suggestion__text">
              <span className="search-suggestion__title">
                <Highlighted text={product.title} query={c.boxText} />
                {/* One place for every suggestion: beside the title, where it tells formats of
                    the same title apart. */}
                <span className="search-suggestion__format">{platform}</span>
              </span>
              {product.authors && (
                <span className="search-suggestion__authors">
                  <Highlighted text={product.authors} query={c.boxText} />
                </span>
              )}
              {product.isbn13 && (
                <span className="search-suggestion__meta">
                  <span>{t.isbn(product.isbn13)}</span>
                </span>
              )}
              {note && <span className="search-suggestion__institution">{note}</span>}
            </span>
          </Link>
        );
      })}
    </Group>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
