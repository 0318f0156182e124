// What every page draws with, a Mantine component or not: the reset, the theme's variables and the
// focus and press classes the app's own elements use too. The components' own styles come with the
// first component (`src/lib/ui/mantine-component-styles.css`, issue 19).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own, which Mantine's provider would write into the page (`lib/libraries/provider.tsx`).
import '#src/lib/ui/theme-variables.css';
import '@mantine/core/styles/global.css';
