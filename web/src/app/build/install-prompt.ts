/** The browser's deferred install prompt (Chromium only), kept from page start so the badge can use it. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const installPrompt = {
  /** Must run before the first render: the event fires early and only once. */
  listen(): void {
    window.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      deferred = event as BeforeInstallPromptEvent;
      emit();
    });
    window.addEventListener('appinstalled', () => {
      deferred = null;
      emit();
    });
  },
  get: (): BeforeInstallPromptEvent | null => deferred,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show: async (): Promise<void> => {
    const event = deferred;
    deferred = null;
    emit();
    await event?.prompt();
  },
};
