# bash completion for delve (installed as share/bash-completion/completions/delve). It reads
# the options from the CLI's own help, so it never lists one the CLI does not take: a
# subcommand's --help names each option ("--opt"), and its usage line the values of those that
# take one of a few ("[--format text|json|...]").
_delve() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} help values
  COMPREPLY=()
  if [ "$COMP_CWORD" -eq 1 ]; then
    mapfile -t COMPREPLY < <(compgen -W 'rogue levelmap play --help --version' -- "$cur")
    return
  fi
  case ${COMP_WORDS[1]} in
    rogue | levelmap | play) ;;
    *) return ;;
  esac
  help=$("${COMP_WORDS[0]}" "${COMP_WORDS[1]}" --help 2>/dev/null) || return
  # --opt=value: bash splits it at the '=' (COMP_WORDBREAKS), the option two words back
  if [ "$prev" = = ] && [ "$COMP_CWORD" -ge 3 ]; then
    prev=${COMP_WORDS[COMP_CWORD - 2]}
  elif [ "$cur" = = ]; then
    cur=''
  fi
  case $prev in
    --*)
      # the values of `[--opt a|b|c]` in the usage; a file's (--keys FILE) the shell's own
      values=$(printf '%s\n' "$help" | sed -n "s/.*\\[$prev \\([a-z0-9]*|[a-z0-9|]*\\)\\].*/\\1/p" | head -n 1)
      if [ -n "$values" ]; then
        mapfile -t COMPREPLY < <(compgen -W "${values//|/ }" -- "$cur")
        return
      fi
      case $cur in -*) ;; *) return ;; esac
      ;;
  esac
  case $cur in
    -*) mapfile -t COMPREPLY < <(compgen -W "$(printf '%s\n' "$help" | grep -o -- '--[a-z][a-z-]*' | sort -u)" -- "$cur") ;;
  esac
}
complete -o default -F _delve delve
