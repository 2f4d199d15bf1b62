/** The wishlist's toast (toast.ts), at the end of the page's body as the add-on's own toast is. */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { WISHLIST_NOTICE_MS } from '../../dom-bridge/wishlist-constants.ts';
import { $wishlistToast, type Toast } from './toast.ts';

export function WishlistToast(): ReactNode {
  const toast = useStore($wishlistToast);
  // The toast whose 3000 ms are over (§9): hidden until another is shown.
  const [expired, setExpired] = useState<Toast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setExpired(toast), WISHLIST_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  return createPortal(
    <div
      id="woosw-toast"
      className={`notiny-theme-woosw woosw-toast woosw-toast-${toast.position}`}
      role={toast.alert ? 'alert' : 'status'}
      hidden={expired === toast}
    >
      {toast.image ? <img src={toast.image} alt="" /> : null}
      <div className="woosw-toast-text" dangerouslySetInnerHTML={{ __html: toast.html }} />
    </div>,
    document.body,
  );
}
