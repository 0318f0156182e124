// Only the styles of the Mantine components the app uses, and of those they are built from, instead
// of the whole library (issue 19: the stylesheet blocks the first paint). They keep the order they
// have in '@mantine/core/styles.css', so the cascade is what it was. The build fails when a
// component's class has no rule here (vite-plugins/mantine-styles-check.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own, which Mantine's provider would write into the page (`lib/libraries/provider.tsx`).
import '#src/lib/ui/theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css'; // Modal, Drawer, Select's dropdown
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css'; // Alert, Modal, Drawer, the inputs' clear button
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css'; // Modal, Drawer
import '@mantine/core/styles/Input.css'; // every text input, Select, NativeSelect, NumberInput
import '@mantine/core/styles/FloatingIndicator.css'; // SegmentedControl
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css'; // Select, NativeSelect
import '@mantine/core/styles/InlineInput.css'; // Checkbox, Radio, Switch
// Checkbox and Radio carry their Card and Indicator parts, whose class names are in the bundle.
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
