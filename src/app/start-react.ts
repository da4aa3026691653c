// Imported for its effect, first thing in the app (src/main.tsx). React and React DOM are
// CommonJS: the bundle runs each one's body where an ES module first imports it. This module
// lives in the 'react-dom' chunk (vite.config.ts), so that work happens when the boot starts
// that chunk, in a task of its own, and not inside the app's evaluation.
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
