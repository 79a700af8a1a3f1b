import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#effaf8",
          100: "#d7f2ed",
          200: "#b0e4dc",
          300: "#7fcfc4",
          400: "#4bb3a7",
          500: "#2f978c",
          600: "#237a72",
          700: "#20625c",
          800: "#1e4f4b",
          900: "#1c423f",
        },
        canvas: "#f7f6f2",
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
