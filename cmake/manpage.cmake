# delve(1), the CLI's manual page, written from its own help, so that each option's words have
# one home (src/cli): `delve --help` and each subcommand's, verbatim in man(7)'s roff.
#   cmake -DDELVE=<the delve built> -DVERSION=<x.y.z> -DOUT=<delve.1> -P cmake/manpage.cmake

# The help of `delve ARGN --help`, as roff text lines: a backslash escaped, '-' a minus sign
# (so that an option copied from the page is typed as it is written), a line that begins with a
# control character ('.' or ') made text. UTF-8 stays: man-db's preconv reads it.
function(delve_help out)
  execute_process(COMMAND "${DELVE}" ${ARGN} --help
    OUTPUT_VARIABLE text RESULT_VARIABLE status ERROR_VARIABLE error)
  if(NOT status EQUAL 0 OR text STREQUAL "")
    message(FATAL_ERROR "manpage: '${DELVE} ${ARGN} --help' failed (${status}): ${error}")
  endif()
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

delve_help(main)
# its first line is the page's name; from "usage: " to the first blank line its synopsis; the
# rest (the subcommands, the exit status) its description
string(REGEX MATCH "^delve — ([^\n]*)\n\nusage: (.*)$" matched "${main}")
string(FIND "${CMAKE_MATCH_2}" "\n\n" blank)
if(NOT matched OR blank LESS 0)
  message(FATAL_ERROR "manpage: 'delve --help' no longer begins 'delve — what it is', then "
    "'usage: ' and the synopsis up to a blank line")
endif()
string(SUBSTRING "${CMAKE_MATCH_2}" 0 ${blank} synopsis)
math(EXPR blank "${blank} + 2")
string(SUBSTRING "${CMAKE_MATCH_2}" ${blank} -1 description)
set(page ".\\\" -*- coding: UTF-8 -*-
.\\\" delve(1), written by cmake/manpage.cmake from delve's --help: edit the help, not this.
.TH DELVE 1 \"\" \"delve ${VERSION}\" \"User Commands\"
.SH NAME
delve \\- ${CMAKE_MATCH_1}
.SH SYNOPSIS
.nf
.in 0
       ${synopsis}
.fi
.SH DESCRIPTION
.nf
.in 0
${description}.fi
")
foreach(command rogue levelmap play)
  delve_help(help ${command})
  string(TOUPPER "${command}" title)
  string(APPEND page ".SH \"DELVE ${title}\"\n.nf\n.in 0\n${help}.fi\n")
endforeach()
string(APPEND page ".SH \"SEE ALSO\"
The README of delve's source and npm package (installed as share/doc/delve/README.md beside the
library): the levels, the game, the C and JavaScript APIs.
")
file(WRITE "${OUT}" "${page}")
