#!/usr/bin/env bash
# Opens a folder of docsets in Zeal (Debian's package) on a virtual screen, searches
# "apiref:UITableViewCell", opens the first result and saves a screenshot. Prints
# "opened <window title>" when the page loaded. Usage: zeal_screenshot.sh DOCSETS SHOT.png
set -euo pipefail
docsets=$(realpath "$1")
shot=$2
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/.config/Zeal"
printf '[docsets]\npath=%s\n' "$docsets" > "$home/.config/Zeal/Zeal.conf"
cat > "$home/session.sh" <<SESSION
set -u
export HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$home"
export QTWEBENGINE_CHROMIUM_FLAGS="--no-sandbox --disable-gpu" QTWEBENGINE_DISABLE_SANDBOX=1
zeal -geometry 1280x860+0+0 "apiref:UITableViewCell" > "$home/zeal.log" 2>&1 &
zeal=\$!
# Up to 30 s for Zeal to load the docset and list results; then Return opens the first.
for _ in \$(seq 60); do xdotool search --name '^Zeal' >/dev/null 2>&1 && break; sleep 0.5; done
sleep 3
xdotool key Return
title=""
for _ in \$(seq 40); do
  title=\$(xdotool search --name 'UITableViewCell — ' getwindowname 2>/dev/null | head -1 || true)
  [ -n "\$title" ] && break
  sleep 0.5
done
sleep 2
import -window root "$shot"
[ -n "\$title" ] && echo "opened \$title"
kill \$zeal 2>/dev/null || true
cat "$home/zeal.log" >&2
SESSION
timeout 120 xvfb-run -a -s "-screen 0 1280x860x24" bash "$home/session.sh"
