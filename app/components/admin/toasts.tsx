import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

import { ActionIcon } from './icons';

/** product.md section 9: success toasts stay 3 s, error toasts 5 s. */
export const TOAST_DURATION_MS = { success: 3_000, error: 5_000 } as const;

type ToastKind = keyof typeof TOAST_DURATION_MS;
type Toast = { id: number; kind: ToastKind; message: string };
type ToastApi = { success: (message: string) => void; error: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

let nextToastId = 1;

/** The provider on screen, for the toasts of code that runs outside React. */
let mounted: ToastApi | null = null;

/**
 * Toasts for a route's `clientAction`, which runs outside React: each says what its call did
 * when the call ends, whatever the admin is looking at by then (as the screens' own calls always
 * did). Shown by the admin layout's provider; dropped once the admin has left it (signed out).
 */
export const actionToast: ToastApi = {
  success: (message) => mounted?.success(message),
  error: (message) => mounted?.error(message),
};

/** Holds the admin's toasts, shown at the top right (bottom on phones), newest last. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextToastId++;
      setToasts((current) => [...current, { id, kind, message }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS[kind]);
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
    }),
    [show],
  );

  useEffect(() => {
    mounted = api;
    return () => {
      if (mounted === api) mounted = null;
    };
  }, [api]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always in the document so screen readers hear each toast as it arrives. */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-stretch gap-2 sm:inset-x-auto sm:top-20 sm:right-5 sm:bottom-auto sm:w-96"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-toast={toast.kind}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg animate-[dialog-in_160ms_ease-out] ${
              toast.kind === 'error'
                ? 'border-red-200 bg-red-50 text-red-800'
                : 'border-brand-200 bg-brand-50 text-brand-900'
            }`}
          >
            <span className="flex-1">{toast.message}</span>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="-my-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
            >
              <span className="sr-only">Dismiss</span>
              <ActionIcon name="close" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs the ToastProvider of the admin layout');
  return api;
}
