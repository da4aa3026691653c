// spec §2: under 992px the search turns into a mobile search view (a full-screen view with the
// search field and its clear button). It closes itself if the window grows to desktop width.
import { useEffect } from 'react';
import { messages } from '../../lib/messages/messages';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import { Dialog } from '../../ui/dialog';
import { SearchBox } from './search-box';

export interface MobileSearchViewProps {
  open: boolean;
  initialValue?: string;
  onSearch: (text: string) => void;
  onClose: () => void;
}

export function MobileSearchView({ open, initialValue, onSearch, onClose }: MobileSearchViewProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  useEffect(() => {
    if (open && desktop) onClose();
  }, [open, desktop, onClose]);

  return (
    <Dialog
      open={open}
      layout="fullscreen"
      title={messages.searchBar.mobileSearchTitle}
      closeLabel={messages.searchBar.closeMobileSearch}
      onClose={onClose}
    >
      <SearchBox
        initialValue={initialValue}
        onSearch={onSearch}
        onProductChosen={onClose}
        focusOnOpen
        size="large"
        suggestions="inline"
      />
    </Dialog>
  );
}
