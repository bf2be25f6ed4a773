# What zsh offers on TAB for a command line, one candidate a line: an interactive zsh in a
# pseudo-terminal (zsh/zpty) with the completion system and the script under test loaded,
# and compadd wrapped to print each candidate it is given. Used by InteractiveUseTests.
#   zsh -f zsh-complete.zsh SCRIPT LINE
zmodload zsh/zpty || exit 2
local script=$1 line=$2
zpty shell zsh -f -i
zpty -w shell "PROMPT=''; autoload -Uz compinit; compinit -u -D; source ${(q)script}"
zpty -w shell 'compadd() { local -a hits; builtin compadd -A hits "$@"; local h; for h in $hits; do print -r -- $'"'"'\n'"'"'"CANDIDATE:$h"; done; builtin compadd "$@" }'
# The marker is printed in two pieces, so the echo of this line never looks like it.
zpty -w shell '_apiref_test_done() { print -r -- $'"'"'\n'"'"'"END-OF-""CANDIDATES" }; zle -N apiref-test-done _apiref_test_done; bindkey "^X" apiref-test-done'
zpty -w -n shell "$line"$'\t\C-x'
local chunk all=''
integer waited=0
# The first completion may build the index: wait up to two minutes for the end marker.
while (( waited < 1200 )); do
  if zpty -r -t shell chunk; then all+=$chunk; else sleep 0.1; (( waited++ )); fi
  [[ $all == *END-OF-CANDIDATES* ]] && break
done
zpty -d shell
[[ $all == *END-OF-CANDIDATES* ]] || { print -u2 "zsh-complete: no end marker"; exit 1 }
print -r -- "$all" | tr -d '\r' | grep -a '^CANDIDATE:' | sed 's/^CANDIDATE://' | sort -u
