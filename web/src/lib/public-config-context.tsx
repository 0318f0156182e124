import { createContext, type ReactNode, useContext } from 'react';
import type { PublicConfig } from '@portal/contracts/public-config';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({
  config,
  children,
}: {
  config: PublicConfig;
  children: ReactNode;
}) {
  return <PublicConfigContext value={config}>{children}</PublicConfigContext>;
}

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig needs a PublicConfigProvider');
  return config;
}
