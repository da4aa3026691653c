// spec §8 "Images fail: default image": the onError handler of every product picture (result
// cards, autocomplete suggestions).
import type { SyntheticEvent } from 'react';
import { DEFAULT_COVER } from '../domain/product/cover';

export function showDefaultCover(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(DEFAULT_COVER)) img.src = DEFAULT_COVER;
}
