// The dropdown's groups of options (search-dropdown.tsx decides which option is active and
// what choosing one does): Recent searches with their 'Remove' and 'Clear all' options,
// Authors, Products, and 'View all'. Options that lead somewhere are real links, so a
// pointer can open them in a new tab.
import type { MouseEvent, ReactNode } from 'react';
import { AppLink } from '../../ui/app-link';
import { messages } from '../../lib/messages/messages';
import { textSearchHref } from '../../domain/shell/query-params';
import {
  highlightParts,
  type AuthorOption,
  type ProductOption,
  type SuggestionOption,
} from '../../domain/search/autocomplete';
import { recentSearchHref, type RecentOption } from '../../domain/search/recent-searches';
import { productHref } from '../../domain/product/product-link';
import { institutionEditionNote } from '../../domain/product/institution-edition';
import { showDefaultCover } from '../../ui/default-cover';
import { CloseIcon, PersonIcon, SearchIcon } from '../../ui/icons';
import type { DropdownOption } from './use-dropdown-options';

const t = messages.searchBar;

/** What every option needs from the dropdown. */
export interface OptionKit {
  search: string;
  /** id, role and selection of an option. */
  props: (option: DropdownOption) => { id: string; role: string; 'aria-selected': boolean; tabIndex: number };
  /** A plain click chooses; modified clicks (new tab, new window) keep the browser's own behaviour. */
  click: (event: MouseEvent<HTMLAnchorElement>, option: DropdownOption) => void;
  choose: (option: DropdownOption) => void;
}

function Group({
  id,
  heading,
  recent,
  children,
}: {
  id: string;
  heading: string;
  recent?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={`search-suggestions__group${recent ? ' search-suggestions__group--recent' : ''}`}
    >
      <div role="presentation" id={id} className="search-suggestions__heading">
        {heading}
      </div>
      {children}
    </div>
  );
}

export function RecentGroup({
  id,
  recents,
  value,
  kit,
}: {
  id: string;
  recents: RecentOption[];
  value: string;
  kit: OptionKit;
}) {
  return (
    <Group id={id} heading={t.recentGroup} recent>
      {recents.map((option) => {
        if (option.kind !== 'recent') {
          const clear = option.kind === 'clear-recent';
          const { id, 'aria-selected': selected } = kit.props(option);
          return (
            // Keys reach these through the field (Enter on the active option), as every option here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={option.key}
              id={id}
              role="option"
              aria-selected={selected}
              tabIndex={-1}
              aria-label={clear ? t.clearAllLabel : t.removeRecentLabel(option.entry.q)}
              title={clear ? undefined : t.remove}
              className={`search-suggestion search-suggestion--${option.kind}`}
              onClick={() => kit.choose(option)}
            >
              {clear ? t.clearAll : <CloseIcon className="search-suggestion__icon" />}
            </div>
          );
        }
        const { entry } = option;
        return (
          <AppLink
            key={option.key}
            {...kit.props(option)}
            to={recentSearchHref(kit.search, entry)}
            aria-label={t.recentOptionLabel(entry.q, entry.subject)}
            className="search-suggestion search-suggestion--recent"
            onClick={(event) => kit.click(event, option)}
          >
            <SearchIcon className="search-suggestion__icon" />
            <span className="search-suggestion__title">
              <Highlighted text={entry.q} query={value} />
            </span>
            {entry.subject && <span className="search-suggestion__count">{t.recentSubject(entry.subject)}</span>}
          </AppLink>
        );
      })}
    </Group>
  );
}

export function AuthorGroup({
  id,
  authors,
  text,
  kit,
}: {
  id: string;
  authors: AuthorOption[];
  text: string;
  kit: OptionKit;
}) {
  return (
    <Group id={id} heading={t.authorsGroup}>
      {authors.map((author) => (
        <AppLink
          key={author.key}
          {...kit.props(author)}
          to={textSearchHref(kit.search, author.query)}
          aria-label={t.authorOptionLabel(author.query, author.count)}
          className="search-suggestion search-suggestion--author"
          onClick={(event) => kit.click(event, author)}
        >
          <PersonIcon className="search-suggestion__icon" />
          <span className="search-suggestion__title">
            <Highlighted text={author.label} query={text} />
          </span>
          <span className="search-suggestion__count">{t.authorProducts(author.count)}</span>
        </AppLink>
      ))}
    </Group>
  );
}

interface ProductGroupProps {
  id: string;
  products: ProductOption[];
  text: string;
  /** Signed in or in the LMS flow: how an institution's own edition is marked. */
  identified: boolean;
  kit: OptionKit;
}

export function ProductGroup({ id, products, text, identified, kit }: ProductGroupProps) {
  return (
    <Group id={id} heading={t.productsGroup}>
      {products.map((product) => {
        const platform = t.platforms[product.platform];
        const owned = institutionEditionNote(product.ownedBy, identified);
        const note = owned ? messages.institutionEdition[owned] : null;
        return (
          <AppLink
            key={product.key}
            {...kit.props(product)}
            to={productHref(product, kit.search)}
            aria-label={[
              t.productOptionLabel({
                title: product.fullTitle,
                authors: product.authors,
                isbn13: product.isbn13,
                platform,
              }),
              note,
            ]
              .filter(Boolean)
              .join(', ')}
            className="search-suggestion search-suggestion--product"
            onClick={(event) => kit.click(event, product)}
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
                <Highlighted text={product.title} query={text} />
                {/* One place for every suggestion: beside the title, where it tells formats of
                    the same title apart. */}
                <span className="search-suggestion__format">{platform}</span>
              </span>
              {product.authors && (
                <span className="search-suggestion__authors">
                  <Highlighted text={product.authors} query={text} />
                </span>
              )}
              {product.isbn13 && (
                <span className="search-suggestion__meta">
                  <span>{t.isbn(product.isbn13)}</span>
                </span>
              )}
              {note && <span className="search-suggestion__institution">{note}</span>}
            </span>
          </AppLink>
        );
      })}
    </Group>
  );
}

export function ViewAll({ option, kit }: { option: SuggestionOption | undefined; kit: OptionKit }) {
  if (option?.kind !== 'view-all') return null;
  return (
    <AppLink
      {...kit.props(option)}
      to={textSearchHref(kit.search, option.query)}
      aria-label={t.viewAllLabel(option.query)}
      className="search-suggestion search-suggestion--view-all"
      onClick={(event) => kit.click(event, option)}
    >
      <span>{t.viewAll}</span>
      <SearchIcon className="search-suggestion__icon" />
    </AppLink>
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
