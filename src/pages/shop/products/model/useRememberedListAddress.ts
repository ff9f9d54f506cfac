import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where the list's last address is kept: the spec keeps the products' filters and page locally. */
export const REMEMBERED_LIST_KEY = 'vendor-products.list';

const remembered = () => {
  try {
    return window.localStorage.getItem(REMEMBERED_LIST_KEY) ?? '';
  } catch {
    return ''; // storage blocked by the browser
  }
};

/** The list opened without filters, search or page of its own shows the ones last used here; each change is remembered. */
export function useRememberedListAddress() {
  const [params, setParams] = useSearchParams();
  const isRestored = useRef(false);
  useEffect(() => {
    if (!isRestored.current) {
      isRestored.current = true;
      const last = remembered();
      if (params.size === 0 && last) return void setParams(new URLSearchParams(last), { replace: true });
    }
    try {
      window.localStorage.setItem(REMEMBERED_LIST_KEY, params.toString());
    } catch {
      // storage blocked: the address alone keeps them
    }
  }, [params, setParams]);
}
