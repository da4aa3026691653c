// The product page's error banner reads its cause lines in the page's locale's words when it
// draws, not as its module loads (the locale's product strings arrive after: product-catalogue.ts).
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InternalErrorBanner } from '../../src/features/product/product-banners';
import { setProductCatalogue } from '../../src/features/product/product-messages';
import { catalogue as enUs } from '../../src/features/product/messages-product-en-us';
import { catalogue as trTr } from '../../src/features/product/catalogue-product-tr-tr';

describe('InternalErrorBanner', () => {
  afterEach(() => setProductCatalogue({ catalogue: enUs }));

  it('names each failed load in the words the page has when it draws', () => {
    setProductCatalogue({ catalogue: trTr });
    render(<InternalErrorBanner flags={['product', 'offers']} onDismiss={() => {}} />);
    expect(screen.getByText('Ürün verileri yüklenirken hata oluştu. Ürün deposu kullanılamıyor!')).toBeInTheDocument();
    expect(screen.queryByText(/Product Repository Unavailable/)).toBeNull();
    expect(screen.getByRole('button', { name: trTr.product.dismiss })).toBeInTheDocument();
  });

  it('in en-us, the spec’s cause lines', () => {
    render(<InternalErrorBanner flags={['product']} onDismiss={() => {}} />);
    expect(screen.getByText('Error occurred while loading the product data. Product Repository Unavailable!')).toBeInTheDocument();
  });
});
