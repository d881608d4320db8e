// Issue 14 (Total Blocking Time): React's libraries, evaluated in a task of their own before the
// app's own modules (ui/main.tsx). The build puts them in a chunk of their own, so the browser
// compiles and evaluates them apart from the app: two tasks of about half the length of one.
import 'react';
import 'react-dom/client';
