// PLACEHOLDER — the product issue builds product detail (spec §2 "Product detail").
// It already does the two shell duties of spec §2: the title '{product name} - Exchange'
// and scrolling to the top on load.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { productQueryOptions } from '../../lib/api/product';
import { messages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data } = useQuery({ ...productQueryOptions(id), enabled: id !== '' });
  useDocumentTitle(data?.name ? messages.app.titleProduct(data.name) : messages.app.titleDefault);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  return (
    <div className="page">
      <h1 className="page__title">{data?.name ?? messages.product.placeholderTitle}</h1>
      <p>{messages.product.placeholder}</p>
    </div>
  );
}
