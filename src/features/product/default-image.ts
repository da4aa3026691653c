// spec §8 "Images fail: default image": the onError handler of the feature and badge pictures
// (once: the default itself may fail, and must not loop).
import type { SyntheticEvent } from 'react';

export function showDefaultImage(fallback: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (!img.src.endsWith(fallback)) img.src = fallback;
  };
}
