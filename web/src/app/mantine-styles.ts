// What every page draws with, a Mantine component or not: the reset, the theme's variables and the
// focus and press classes the app's own elements use too. The components' own styles come with the
// first component (`src/lib/ui/mantine-component-styles.css`, issue 19). All of Mantine's are in
// its layer, in the order of '@mantine/core/styles.layer.css': whenever the components' arrive,
// they come after these, and the app's own rules (in no layer) after all of Mantine's.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
// The theme's own, which Mantine's provider would write into the page (`lib/libraries/provider.tsx`).
import '#src/lib/ui/theme-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
