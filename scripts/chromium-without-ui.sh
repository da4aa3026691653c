#!/usr/bin/env bash
# The system's Chromium for the browser tests, without the browser's own interface pages.
#
# A full Chromium run headless (the system's; Playwright's own headless build has no browser
# interface) preloads, for every window and so for every Playwright context, the web pages of its
# address bar's popups (chrome://omnibox-popup.top-chrome/ and its AI-mode page): two renderers
# per test, measured at a quarter of the e2e suite's time on two cores. Their features are turned
# off here. Chromium reads only the last --disable-features it is given, and Playwright passes its
# own list, so every list given is merged into one.
#
# CHROMIUM_REAL: the Chromium to run (scripts/chromium.ts sets it).
set -euo pipefail
disabled="WebUIOmniboxPopup,WebUIOmniboxAimPopup"
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="${arg#--disable-features=},$disabled" ;;
    *) args+=("$arg") ;;
  esac
done
exec "${CHROMIUM_REAL:?CHROMIUM_REAL names the Chromium to run}" "${args[@]}" "--disable-features=$disabled"
