// The product page in English as the United Kingdom, Australia, Canada and New Zealand write it:
// en-us's strings (its chunk, which this one imports) with their spelling where a word differs
// ('licence' for the noun, 'enrol').
import type { ProductMessages } from './product-messages';
import { catalogue as en } from './messages-product-en-us';

export const catalogue: ProductMessages = {
  ...en,
  product: {
    ...en.product,
    offerKinds: { ...en.product.offerKinds, SEAT_LICENSE: 'Seat licence' },
    licenseActivated: 'Institutional licence activated',
    licenseActivatedText: "Create this course using your institution's licence",
    userServiceErrorText:
      'Students will not be able to enrol and instructors will not be able to create a course at this time. Please try again later.',
  },
};
