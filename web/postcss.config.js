import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

export default {
  plugins: [
    mantinePreset(),
    simpleVars({
      // The three layout widths of SPEC.md section 2; CSS media queries cannot read custom properties.
      variables: {
        'overlay-max': '775px',
        'mini-min': '776px',
        'full-min': '1300px',
      },
    }),
  ],
};
