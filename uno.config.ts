import type { UserConfig } from "@unocss/core";
import presetWind3 from "@unocss/preset-wind3";

/**
 * One palette for the whole site: cardinal red for action and identity,
 * gold for accents, warm parchment neutrals for reading surfaces.
 */
const config: UserConfig = {
  presets: [presetWind3()],
  theme: {
    colors: {
      cardinal: {
        50: "#fdf3f4", 100: "#fbe4e6", 200: "#f5c2c8", 300: "#ec939d", 400: "#de5a69",
        500: "#c9334a", 600: "#ad1f38", 700: "#911a2f", 800: "#76172a", 900: "#5c1322",
      },
      gold: {
        50: "#fbf8ee", 100: "#f5edd0", 200: "#ebd9a0", 300: "#dfc16b", 400: "#d4aa45",
        500: "#c29230", 600: "#a47426", 700: "#835721", 800: "#6b4621", 900: "#5a3b1f",
      },
      parchment: { 50: "#fdfcf9", 100: "#f8f5ee", 200: "#efe9dc", 300: "#e1d8c4" },
      ink: { 500: "#5b5650", 700: "#3a3632", 900: "#1f1c1a" },
    },
    fontFamily: {
      sans: "'Inter Variable', 'Inter Fallback', system-ui, sans-serif",
      serif: "'Source Serif 4 Variable', 'Source Serif Fallback', Georgia, serif",
    },
  },
  shortcuts: {
    "btn": "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 disabled:opacity-50 disabled:cursor-not-allowed",
    "btn-primary": "btn bg-cardinal-700 text-white hover:bg-cardinal-800",
    "btn-outline": "btn border border-parchment-300 bg-white text-ink-900 hover:bg-parchment-100",
    "btn-ghost": "btn text-ink-700 hover:bg-parchment-100",
    "card": "rounded-lg border border-parchment-300 bg-white shadow-sm",
    "page": "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8",
    // Long-form text rendered from markdown.
    "prose-site": "text-ink-700 leading-relaxed [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:mt-6 [&_h3]:font-semibold [&_h3]:mt-4 [&_strong]:text-ink-900 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4 [&_blockquote]:italic",
  },
};

export default config;
