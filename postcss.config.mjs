// Tailwind CSS v4 runs as a PostCSS plugin; design tokens live in app/globals.css (@theme).
const config = { plugins: { '@tailwindcss/postcss': {} } };

export default config;
