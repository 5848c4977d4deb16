# Las palabras de la ventana en español. Mismas claves y mismos argumentos ($name) que en.ftl.
# Términos de juego según el uso de la Federación Española de Othello: ficha, jugada, pasar,
# casilla, esquina, borde, voltear, flanquear. Los jugadores se llaman Negro y Blanco.

## Menús

menu-game = Partida
menu-new-game = Nueva partida…
menu-restart = Reiniciar
menu-open = Abrir…
menu-save = Guardar
menu-save-as = Guardar como…
menu-edit-position = Editar posición…
menu-analyze-game = Analizar partida
menu-copy-game = Copiar partida
menu-paste-game = Pegar partida
menu-copy-ggf = Copiar como GGF
menu-copy-obf = Copiar posición como OBF
menu-statistics = Estadísticas…
menu-quit = Salir
menu-view = Ver
menu-show-legal = Mostrar jugadas legales
menu-mark-last = Marcar la última jugada
menu-preview-flips = Vista previa de volteos
menu-analysis = Análisis
menu-analysis-tip = El valor del motor en cada jugada legal, cada vez más profundo mientras piensa (A)
menu-flip-animation = Animación de volteo
menu-theme = Tema
menu-computer-pace = Ritmo de la máquina
menu-threads = Hilos de búsqueda
menu-show-move-list = Mostrar la lista de jugadas
menu-show-book = Mostrar el libro de aperturas
menu-show-book-tip = Las jugadas del libro en la posición del tablero y sus valores, junto al tablero
book-heading = Libro de aperturas
own-book-in-use = Tu propio libro: el del programa con tus líneas
own-book-in-use-tip = Guardado en la carpeta de datos como own-book.bin; borra ese archivo para volver al libro del programa.
own-book-add-line = Añadir esta línea a mi libro
own-book-add-line-tip = Valora cada posición de la partida hasta el tablero que el libro aún no tiene, tan a fondo como el propio libro, y las añade a tu propio libro
own-book-deepen = Ampliar mi libro aquí
own-book-deepen-tip = Valora esta posición y cada posición a una jugada de ella, tan a fondo como el propio libro, y las añade a tu propio libro
own-book-progress = Mi libro: { $done }/{ $total } posiciones
own-book-done = { $total ->
    [one] 1 posición añadida a tu libro.
   *[other] { $total } posiciones añadidas a tu libro.
}
own-book-nothing = Tu libro ya tiene estas posiciones.
own-book-cancelled = Detenido: las posiciones valoradas hasta entonces no se guardaron.
own-book-failed = No se pudo guardar tu libro: { $why }
own-book-stopped = el motor se detuvo antes de que todas las posiciones estuvieran en él
own-book-refused = Tu propio libro crece en un tablero que tiene libro, desde su inicio estándar.
own-book-unreadable = No se pudo leer tu propio libro de aperturas ({ $why }); se usa el del programa.
book-none = No hay libro de aperturas para este tablero y estas reglas
book-not-here = Esta posición no está en el libro
book-exact = Valores exactos
book-depth = Valores de profundidad { $depth }
book-play-tip = Jugar { $square }
book-best-out = Mejor jugada fuera del libro: { $square } { $value }
menu-language = Idioma
menu-language-system = Sistema ({ $language })
menu-help = Ayuda
menu-how-to-play = Cómo jugar
menu-about = Acerca de
menu-undo = Deshacer
menu-undo-tip = Retirar la última jugada ({ $key })
menu-redo = Rehacer
menu-redo-tip = Volver a jugar la jugada ({ $key })
menu-hint = Pista
menu-hint-tip = Marcar una buena jugada para el bando al que le toca (H)

## Los jugadores y la barra de estado

black = Negro
white = Blanco
status-draw = Empate { $black }–{ $white }
status-wins = { $player } gana { $mine }–{ $theirs }
status-wins-empties = { $player } gana { $mine }–{ $theirs }; { $all }–{ $theirs } con las { $empty } casillas vacías, como en los torneos
status-wins-fewest = { $player } gana { $mine }–{ $theirs } (gana quien tiene menos fichas)
status-to-move = Juega { $player }
status-pass = { $player } no tiene jugada legal — { $other } vuelve a jugar
status-wins-on-time = { $player } gana por tiempo
status-search-tip = Profundidad: cuántas jugadas por delante mira la búsqueda. Selectiva: se dejan fuera las jugadas que una búsqueda poco profunda juzga perdidas, así que el valor es muy probable pero no está demostrado. Exacta: cada jugada se busca hasta el final de la partida, así que el valor está demostrado.
status-opening-tip = La apertura jugada, según la posición alcanzada
status-book-in = En el libro de aperturas
status-book-left = Fuera del libro de aperturas desde la jugada { $number }
status-simple-rules = Reglas simplificadas
status-seat = { $player }: { $seat }
status-terms-tip = Cómo se juega esta partida: la regla del ganador, las reglas y los puestos del ordenador, cuando no son los habituales
status-values-dots = Valores como puntos de color: las casillas son demasiado pequeñas para escribirlos
status-values-dots-tip = El punto de la mejor jugada es el mayor; verde es bueno, rojo mucho peor. Deja el puntero sobre una jugada para ver su valor, muestra las mejores líneas o agranda la ventana.
panels-no-room = No hay sitio bajo el tablero para: { $panels }. Ensancha la ventana u oculta un panel en el menú Ver.
panels-no-room-tip = Los paneles bajo el tablero van uno al lado de otro en el orden del menú Ver; los que no caben esperan, todavía marcados, a que haya sitio.
panels-folded = No hay sitio para { $panels }: agranda la ventana.
panels-folded-tip = El tablero conserva el sitio que necesita para seguir siendo lo más grande de la ventana; los paneles esperan, todavía marcados en el menú Ver, a que haya sitio. Ocultar allí un panel deja sitio a los demás.
panels-folded-short = Sin sitio para paneles
status-book-tip = El libro de aperturas: posiciones del comienzo valoradas por búsquedas profundas del motor
status-resume = Reanudar
status-swap = Cambiar por la partida anterior
status-swap-tip = Recupera la partida que Reiniciar, Nueva partida o Pegar partida sustituyó; la partida del tablero ocupa su lugar, así que un segundo clic vuelve a intercambiarlas. Se conserva hasta la siguiente jugada.
status-dismiss = Descartar
status-dismiss-all = Descartar todo
status-time-left = Tiempo restante de { $player }
status-game-over = Fin de la partida: { $result }
status-play-again = Jugar otra vez

## Opciones de los ajustes

animation-off = Desactivada
animation-fast = Rápida
animation-normal = Normal
theme-system = Según el sistema
theme-light = Claro
theme-dark = Oscuro
theme-high-contrast = Alto contraste
pace-instant = Sin pausa
pace-half = Medio segundo
pace-second = Un segundo
threads-automatic = { $count ->
    [one] Automático (1 hilo)
   *[other] Automático ({ $count } hilos)
}
threads-fixed = { $count ->
    [one] 1 hilo
   *[other] { $count } hilos
}
seat-human = Humano
seat-computer = Máquina ({ $level })
level-beginner = Principiante
level-novice = Novato
level-intermediate = Intermedio
level-advanced = Avanzado
level-expert = Experto
level-beginner-summary = Calcula una jugada por delante, se equivoca a menudo; 0,2 s por jugada.
level-novice-summary = Calcula dos jugadas por delante, se equivoca de vez en cuando; 0,5 s por jugada.
level-intermediate-summary = Calcula cuatro jugadas por delante, rara vez se equivoca; exacto en las 10 últimas jugadas; 1 s por jugada.
level-advanced-summary = Calcula seis jugadas por delante; exacto en las 12 últimas jugadas; 2 s por jugada.
level-expert-summary = Tan profundo como permiten 3 s por jugada; exacto en las 20 últimas jugadas.
setup-human-summary = Una persona juega este lado, con el ratón o el teclado.

## El diálogo Nueva partida

cancel = Cancelar
setup-title = Nueva partida
setup-start = Empezar
setup-keys = Enter empieza, Escape cancela
setup-game = Juego
game-othello = Othello
game-tictactoe = Tres en raya
setup-rows = Filas
setup-columns = Columnas
setup-first = Primer jugador
setup-centre = Centro
setup-top-left = { $player } arriba a la izquierda
setup-centre-preview = Vista previa del centro: { $player } arriba a la izquierda y abajo a la derecha
setup-winner = Ganador
setup-most-discs = Gana con más fichas
setup-fewest-discs = Gana con menos fichas
setup-rules = Reglas
setup-full = Completas
setup-full-tip = Othello estándar: una jugada debe flanquear una línea.
setup-simple = Simples
setup-simple-tip = Cualquier casilla vacía junto a una ficha rival; las vecinas se voltean.
setup-hints = Ayudas
setup-clock = Reloj
setup-board-size = Tamaño del tablero
setup-in-a-row = En raya para ganar
setup-computer = Máquina
setup-neither = Ninguno
setup-plays = Juega con { $symbol }
setup-perfect = Juega a la perfección en este tablero.
setup-opening = Apertura
opening-standard = Inicio estándar
opening-xot = XOT
opening-random = Aleatoria equilibrada
opening-standard-tip = Solo las cuatro fichas centrales.
opening-xot-tip = Una de las 3623 aperturas de ocho jugadas de la lista XOT publicada, que los jugadores fuertes consideran casi igualadas, jugada en el tablero.
opening-xot-unavailable = Las aperturas XOT son para el tablero de 8×8 con Blanco arriba a la izquierda y Negro como primer jugador.
opening-random-tip = Jugadas aleatorias (cerca de un octavo de las casillas del tablero), que solo se conservan si una búsqueda poco profunda valora la posición a 2 fichas o menos del equilibrio.
note-xot = Apertura XOT { $number } de { $count }: { $moves }
note-random-opening = Apertura aleatoria equilibrada: { $moves } ({ $value } para { $player } según una búsqueda de profundidad { $depth })
note-choosing-opening = Eligiendo una apertura equilibrada…
note-no-balanced-opening = No se encontró ninguna apertura equilibrada en este tablero: la partida empieza desde la posición estándar.

## La lista de jugadas, el gráfico, los relojes

moves-title = Jugadas
moves-pass = pasa
moves-opening = Apertura: { $name }
moves-players = { $black } – { $white }
moves-tip = Mostrar la posición tras esta jugada
moves-note-tip = { $note }. Haz clic para mostrar la posición tras ella
graph-value = Gráfico de evaluación: { $value } para Negro tras la jugada { $moves }
graph-valued = Gráfico de evaluación: { $valued } de { $total } jugadas valoradas
graph-coming = Aquí aparece el valor de las negras tras cada jugada, a medida que el motor lo encuentra.
graph-at-start = Inicio: { $value } para Negras
graph-at-start-unvalued = Inicio: aún sin valorar
graph-at = Tras la jugada { $moves }: { $value } para Negras
graph-at-unvalued = Tras la jugada { $moves }: aún sin valorar
graph-at-loss = { $player } perdió { $loss } con esa jugada
graph-at-kept = La jugada de { $player } mantuvo el valor
graph-click = Haz clic para ir allí
clock-none = Sin reloj
clock-minutes = { $minutes ->
    [one] 1 minuto por jugador
   *[other] { $minutes } minutos por jugador
}
notice-no-config-dir = No hay directorio de configuración: no se guardarán los ajustes ni las partidas.

## Othello: notas en la barra de estado

note-game-kept = «Cambiar por la partida anterior» recupera la partida que dejaste, hasta tu próxima jugada
note-ended-on-time = La partida terminó por tiempo: empieza una nueva partida o reiníciala
note-copied-moves = Las jugadas están en el portapapeles
note-copied-ggf = La partida está en el portapapeles como GGF
note-copied-obf = La posición está en el portapapeles como OBF
note-computer-paused = La máquina juega con { $player }: haz clic en Reanudar para que juegue
note-computer-wait = La máquina juega con { $player }: espera su jugada
the-computer = La máquina
thinking = { $player } está pensando…
thinking-depth = { $player } está pensando… profundidad { $depth }
hint-looking = Buscando una buena jugada…
banner-pass = { $player } no tiene jugada legal y pasa: { $other } vuelve a jugar
note-computer-waits = { $player } (la máquina) espera mientras revisas: Reanudar le permite jugar
note-paste-too-long = El texto pegado ({ $kib } KiB) es demasiado largo para ser una partida
note-pasted = { $moves ->
    [one] Partida pegada: 1 jugada
   *[other] Partida pegada: { $moves } jugadas
}
note-paste-not-a-game = El texto pegado no es una partida: { $why }
note-paste-no-text = No hay texto en el portapapeles para pegar: una partida se pega como texto (jugadas, GGF u OBF)
note-paste-picture = El portapapeles contiene una imagen: una partida se pega como texto (jugadas, GGF u OBF)
note-pasted-position = Posición pegada
note-pasted-standard = { $moves ->
    [one] Partida de 1 jugada pegada en el tablero estándar de 8×8: no cabe en el tablero en pantalla
   *[other] Partida de { $moves } jugadas pegada en el tablero estándar de 8×8: no caben en el tablero en pantalla
}

## Análisis y revisión

value-exact = { $value } exacto
value-line = { $value } para { $player } (profundidad { $depth }): { $line }
value-line-exact = { $value } para { $player } (exacto): { $line }
value-book = { $value } según el libro de aperturas
value-line-book = { $value } para { $player } (libro de aperturas, profundidad { $depth })
value-line-book-exact = { $value } para { $player } (libro de aperturas, exacto)
analysis-starting = Analizando…
analysis-exact = Análisis: valores exactos · { $speed }
analysis-running = Analizando… { $depth } · { $speed } · nivel: { $level }
analysis-done = Análisis: { $depth } · { $speed } · nivel: { $level }

## Lo que dice un lector de pantalla de una casilla

cell-black = ficha negra
cell-white = ficha blanca
cell-empty = vacía
cell-last-move = última jugada
cell-legal = jugada legal
cell-hint = pista
cell-value = valor { $value }
cell-editing = en edición
cell-winning-line = línea ganadora

## El editor de posiciones

editor-title = Editar posición
editor-click = Al hacer clic:
editor-cycle = Alternar
editor-black = Ficha negra
editor-white = Ficha blanca
editor-empty = Vacía
editor-clear = Vaciar
editor-standard = Inicio estándar
editor-to-move = Turno:
editor-counts = Negro { $black }, Blanco { $white }: juega { $player }
editor-counts-pass = Negro { $black }, Blanco { $white }: juega { $player } ({ $passer } no tiene jugada y pasa)
editor-no-moves = Ningún bando puede jugar en esta posición: añade fichas hasta que uno pueda
note-no-hint-needed = La máquina juega con { $player }: no hace falta pista
note-hint = Pista: { $player } podría jugar { $square }
note-out-of-time = { $player } se quedó sin tiempo: gana { $other }
review-best = Coincide con el motor ({ $value })
review-best-exact = Coincide con el motor ({ $value }, exacto)
review-lost = Cedió { $lost } fichas: la mejor era { $best } ({ $best_value } frente a { $value })
review-lost-exact = Cedió { $lost } fichas: la mejor era { $best } ({ $best_value } frente a { $value }, exacto)
review-totals = { $player }: { $mistakes } ?, { $blunders } ??, { $lost } fichas cedidas
review-progress = Analizando la partida: { $level }
review-level-exact = { $level }, exacto desde { $empties } casillas vacías
menu-review-exact = Exacto desde
review-exact-never = Nunca exacto
review-exact-from = { $empties } casillas vacías
menu-show-mistakes = Mostrar los errores
menu-show-mistakes-tip = Los errores de la partida analizada, y práctica con ellos
mistakes-all = Todas las pérdidas ({ $discs } ficha o más)
mistakes-mistakes = Errores ({ $discs } fichas o más)
mistakes-blunders = Errores graves ({ $discs } fichas o más)
mistakes-heading = Errores: { $count }
mistakes-none = Ninguna jugada analizada cedió tanto.
mistakes-row = { $number }. { $player } { $played }: cedió { $lost } (mejor { $best }, { $value })
mistakes-row-tip = Ir a la posición antes de esta jugada
mistakes-practise = Practicar
mistakes-practise-tip = Desde la posición de cada error, buscar una jugada mejor
practice-heading = Práctica: error { $number } de { $count }
practice-task = Juegan { $player }. La jugada de la partida, { $played }, cedió { $lost } fichas: busca una mejor.
practice-good = { $square } vale lo que la mejor jugada ({ $value }).
practice-better = { $square } cede { $lost } fichas: mejor que la jugada de la partida, pero no la mejor.
practice-worse = { $square } cede { $lost } fichas: no mejor que la jugada de la partida.
practice-answer = La respuesta: { $line }
practice-answer-tip = La línea que responde a tu jugada, numerada en el tablero
practice-best = Mejor: { $best } ({ $value })
practice-retry = Otra vez
practice-reveal = Mostrar la mejor jugada
practice-next = Error siguiente
practice-stop = Terminar la práctica
practice-score = Corregidos al primer intento: { $found } de { $tried }
practice-not-legal = Esa jugada no es legal aquí.
practice-none = No hay errores que practicar: analiza antes la partida (Partida → Analizar partida).
practice-cell-best = mejor jugada
practice-status = Práctica: busca una jugada mejor para { $player } (un clic prueba una jugada; la partida queda como estaba)

## Tres en raya

note-othello-only = Las pistas, el análisis, la lista de jugadas, editar posición, copiar y pegar son solo para partidas de Othello
xo-wins = Gana { $player }
xo-draw = Empate
xo-options = { $size }×{ $size }, { $k } en raya

## Archivos de partida y sus diálogos

format-transcript = Transcripción (.txt)
format-ggf = GGF (.ggf)
format-record = Registro (.ron)
file-no-ggf-game = no contiene ninguna partida: una partida GGF empieza por (;
file-cannot-open = No se pudo abrir { $name }: { $why }
file-not-a-game = { $name } no es una partida ({ $format }): { $why }
file-opened = { $moves ->
    [one] Se abrió { $name }: 1 jugada
   *[other] Se abrió { $name }: { $moves } jugadas
}
file-opened-first = { $moves ->
    [one] Se abrió { $name }: la primera de sus { $games } partidas, 1 jugada
   *[other] Se abrió { $name }: la primera de sus { $games } partidas, { $moves } jugadas
}
file-saved = Guardado en { $name } como { $format }
file-cannot-write = No se pudo escribir la partida como { $format }: { $why }
file-drop = Suelta el archivo de partida para abrirlo
dialog-open-title = Abrir una partida
dialog-save-title = Guardar la partida
dialog-all-games = Archivos de partidas
dialog-up = Subir
dialog-up-tip = La carpeta superior
dialog-empty = No hay archivos de partida aquí (.ggf, .txt, .ron)
dialog-file-name = Nombre de archivo:
dialog-format = Formato:
dialog-open = Abrir
dialog-folder-unreadable = No se puede leer esta carpeta: { $why }

## Estadísticas

stats-title = Estadísticas
stats-none = Aún no se ha terminado ninguna partida contra la máquina.
stats-board = Tablero
stats-level = Nivel
stats-board-fewest = { $size }, gana con menos fichas
stats-won = Ganadas
stats-drawn = Empatadas
stats-lost = Perdidas
stats-best = Mejor victoria
stats-confirm = ¿Olvidar todos los resultados contados hasta ahora?
stats-yes-reset = Sí, restablecer
no = No
stats-reset = Restablecer…

## Archivos guardados

save-failed = No se pudo guardar { $what } ({ $name }: { $why })
save-file-failed = No se pudo guardar { $path }: { $why }
save-what-settings = los ajustes
save-what-game = la partida
save-what-tictactoe = la partida de tres en raya
save-what-stats = las estadísticas
store-not-a-file = { $path } es { $kind }, no un archivo: no se ha tocado, se usan los valores predeterminados y { $name } no se guardará hasta que se sustituya por un archivo o se elimine.
store-too-large = ocupa { $kib } KiB; ningún { $name } ocupa más de { $max } KiB, así que no se ha leído
store-kept-as = No se pudo usar { $name } ({ $why }). Se usan los valores predeterminados; el archivo se conservó como { $path }.
store-unreadable = No se pudo leer { $name } ({ $why }). Se usan los valores predeterminados.
store-not-renamed = No se pudo usar { $name } ({ $why }). Se usan los valores predeterminados; no se pudo cambiar el nombre del archivo ({ $error }), así que sigue en { $path } y no se sobrescribirá.
store-no-such-file = no existe ese archivo
store-is-not-a-file = es { $kind }, no un archivo
store-file-too-large = ocupa { $kib } KiB, mucho más que cualquier partida (se leen como máximo { $max } KiB)
file-not-text = no es texto (un archivo de partida es texto UTF-8)
store-kind-fifo = un FIFO (tubería con nombre)
store-kind-socket = un socket
store-kind-device = un dispositivo
store-kind-directory = un directorio
store-kind-other = algo que no es un archivo normal

## Cómo jugar

help-title = Cómo jugar
help-game = El juego
help-game-1 = Dos jugadores, Negro y Blanco, colocan por turnos una ficha de su color en una casilla vacía. La partida empieza con cuatro fichas en el centro del tablero.
help-game-2 = Las fichas que flanqueas pasan a ser de tu color. Cuando nadie puede jugar, o el tablero está lleno, la partida termina y se cuentan las fichas.
help-game-3 = Haz clic en una casilla para jugar en ella. Con «Mostrar jugadas legales» activado (menú Ver), unos puntos pequeños marcan las casillas donde puede jugar el bando al que le toca; una casilla legal también se ilumina bajo el puntero.
help-full-rules = Reglas completas
help-full-rules-1 = Una jugada debe flanquear al menos una línea de fichas rivales: empezando junto a la nueva ficha y en línea recta (en horizontal, en vertical o en diagonal), una o más fichas rivales y después una propia. Todas las fichas flanqueadas, en todas las direcciones, se voltean.
help-simple-rules = Reglas simples
help-simple-rules-1 = Una jugada es legal en cualquier casilla vacía que toque una ficha rival, en horizontal, en vertical o en diagonal. Se voltean todas las fichas rivales que tocan la nueva ficha, y ninguna más.
help-passing = Pasar
help-passing-1 = Un jugador sin jugada legal debe pasar, y el otro vuelve a jugar. El paso es automático: un aviso sobre el tablero indica quién ha pasado, y la lista de jugadas muestra el paso.
help-game-menu = El menú Partida
help-game-menu-1 = Nueva partida… (Ctrl+N) abre el diálogo Nueva partida. Reiniciar vuelve a empezar la misma partida desde el principio; «Cambiar por la partida anterior», en la barra de estado, recupera la partida que dejaste, hasta la siguiente jugada.
help-game-menu-2 = Copiar partida (Ctrl+C) pone la partida en el portapapeles como texto: una línea con las opciones («Othello 8x8, Black first, ...») y las jugadas («f5d6c3...»). Pegar partida (Ctrl+V) sustituye la partida por una pegada como texto, de este programa o de cualquier otro; sin la línea de opciones, las jugadas se juegan en el tablero actual (los espacios entre jugadas son opcionales). Un texto que no es una partida no cambia nada y la barra de estado explica por qué.
help-game-menu-3 = Salir (Ctrl+Q) lo guarda todo y cierra la ventana.
help-new-game-dialog = El diálogo Nueva partida
help-new-game-dialog-1 = Juego: Othello o Tres en raya (ver más abajo).
help-new-game-dialog-2 = Filas y Columnas: cualquier número par de 4 a 16, elegidos por separado, así que el tablero puede ser rectangular.
help-new-game-dialog-3 = Negro y Blanco: cada bando es Humano o Máquina, en uno de cinco niveles. También puede jugar la máquina contra sí misma.
help-new-game-dialog-4 = Primer jugador: quién juega primero.
help-new-game-dialog-5 = Centro: qué color ocupa la casilla superior izquierda (y la inferior derecha) de las cuatro fichas iniciales. En la partida estándar ahí está Blanco y empieza Negro.
help-new-game-dialog-6 = Ganador: normalmente gana el jugador con más fichas; elige «Gana con menos fichas» para jugar la variante inversa. Con el mismo número de fichas hay empate en ambos casos.
help-new-game-dialog-7 = Reglas: Completas o Simples, como se explica arriba.
help-new-game-dialog-8 = Mostrar jugadas legales: marca las casillas donde puede jugar el bando al que le toca. También se puede cambiar desde el menú Ver durante la partida.
help-new-game-dialog-10 = Apertura: el inicio estándar; una apertura XOT (8×8 con Blanco arriba a la izquierda y Negro como primer jugador): una de las 3623 aperturas de ocho jugadas de la lista XOT publicada, que los jugadores fuertes consideran casi igualadas, jugada en el tablero; o una apertura aleatoria equilibrada, en cualquier tablero: jugadas aleatorias, cerca de un octavo de las casillas del tablero, que solo se conservan si una búsqueda de profundidad 6 valora la posición a 2 fichas o menos del equilibrio. Las jugadas de la apertura aparecen en la lista de jugadas, y Deshacer las retira como cualquier otra jugada.
help-new-game-dialog-9 = Enter empieza la partida y Escape cancela; el diálogo se desplaza cuando la ventana es pequeña.
help-computer-opponent = La máquina como rival
help-computer-opponent-1 = Niveles, del más débil al más fuerte: Principiante calcula una jugada por delante y se equivoca a menudo; Novato calcula dos jugadas; Intermedio, cuatro, y juega exactas las 10 últimas jugadas; Avanzado, seis, exacto en las 12 últimas; Experto busca tan profundo como le permiten 3 segundos por jugada y juega exactas las 20 últimas jugadas. En los tableros más pequeños, Experto juega a la perfección desde la primera jugada, y el diálogo lo indica.
help-computer-opponent-2 = La máquina piensa sin bloquear la ventana: la barra de estado muestra «Blanco está pensando… profundidad 9». Nueva partida, Reiniciar, Deshacer o cerrar la ventana la detienen al instante. Los clics en el tablero esperan a su jugada.
help-computer-opponent-3 = Contra la máquina, Deshacer retira también su respuesta, hasta tu última jugada; aparece desactivado mientras no haya ninguna jugada tuya que retirar. Rehacer vuelve a jugar tu jugada y la respuesta de la máquina.
help-computer-opponent-4 = Pista (el botón Pista o la tecla H) pide a Experto una buena jugada para el bando al que le toca y la rodea con un círculo en el tablero.
help-computer-opponent-5 = Ver → Ritmo de la máquina fija el tiempo mínimo que una jugada de la máquina permanece en pantalla: sin pausa, medio segundo o un segundo.
help-computer-opponent-6 = Ver → Hilos de búsqueda fija cuántos hilos del procesador usa el motor para las jugadas de la máquina, las pistas, el análisis y «Analizar partida». Automático (lo predeterminado) usa todos menos uno, para que la ventana siga respondiendo; más hilos buscan más hondo en el mismo tiempo, y los valores exactos son los mismos con cualquier número.
help-view-menu = El menú Ver
help-view-menu-1 = Mostrar jugadas legales; Marcar la última jugada; Vista previa de volteos (la jugada bajo el puntero o el cursor del teclado muestra su ficha y, como fichas pequeñas, las fichas que voltearía); Análisis (la tecla A: ver más abajo); Animación de volteo (desactivada, rápida o normal: un clic durante una animación es simplemente la siguiente jugada); Tema (según el sistema, claro, oscuro o alto contraste); Ritmo de la máquina; Mostrar la lista de jugadas. Todas estas opciones se recuerdan.
help-view-menu-2 = Idioma: el idioma del sistema, o inglés, francés, alemán, español o japonés; la elección se recuerda. Los nombres de las aperturas, y los errores de un texto de partida que no se puede leer (con su línea y columna), se quedan en inglés.
help-analysis = Análisis
help-analysis-1 = Ver → Análisis (o la tecla A) escribe el valor del motor en cada jugada legal: la diferencia de fichas que puede esperar el bando al que le toca tras esa jugada si ambos bandos juegan lo mejor posible (con «Gana con menos fichas», un valor positivo sigue significando ganar). Los valores ganan profundidad a medida que el motor piensa, hasta dos minutos por posición; la barra de estado indica la profundidad. Un valor enmarcado es exacto: el final se ha resuelto hasta la última jugada. La mejor jugada se escribe más grande y en el color «bueno» del tema; cuanto peor es una jugada, más se acerca su color al «malo» (a partir de ocho fichas peor). Deja el puntero sobre un valor para ver la línea que espera el motor.
help-analysis-2 = El análisis se detiene y vuelve a empezar cada vez que cambia la posición. No se ejecuta mientras la máquina piensa su propia jugada, para que la máquina conserve su tiempo; se reanuda en cuanto le toca jugar a una persona, o cuando la máquina espera mientras repasas la lista de jugadas.
help-book = El libro de aperturas
help-book-1 = El tablero de 8×8 (con cualquiera de las reglas de victoria), el de 6×6, el de 10×10 y el de 6×10 tienen un libro de aperturas con las reglas completas: posiciones del comienzo, cada jugada valorada por una búsqueda profunda del motor y cada posición según sus jugadas. Con el análisis activado, un valor del libro lleva una pequeña cinta arriba en su casilla (con el ratón encima se lee «libro de aperturas»); las demás jugadas conservan los valores del análisis. La barra de estado dice si la partida sigue en el libro o qué jugada la sacó de él. En 6×6 el libro es el juego perfecto, resuelto hasta el final: cada jugada de una posición del libro muestra su valor exacto.
help-book-2 = Ver → Mostrar el libro de aperturas enumera junto al tablero las jugadas del libro en la posición, la mejor primero, con la mejor jugada que sale del libro; un clic la juega. En el libro, cada nivel salvo Principiante juega enseguida una jugada del libro cuando la mejor lo es: Experto, una a menos de una ficha de la mejor, al azar, para variar las partidas; los niveles más débiles con un margen mayor.
help-book-3 = Tu propio libro: en el panel del libro, Añadir esta línea a mi libro valora cada posición de la partida hasta el tablero que el libro aún no tiene, y Ampliar mi libro aquí valora la posición y cada posición a una jugada de ella, tan a fondo como el libro del programa, en un hilo propio con barra de progreso y Cancelar. El resultado se guarda en la carpeta de datos como own-book.bin y sustituye al libro del programa allí donde la ventana lee el libro (el panel lo dice); borra el archivo para volver atrás.
help-database = La base de partidas
help-database-1 = Ver → Mostrar la base de partidas indica, para la posición del tablero, cuántas partidas de torneo pasaron por ella (en cualquier orden de jugadas, y con el tablero girado o reflejado), las jugadas siguientes con su número en barras divididas entre victorias de Negras, tablas y victorias de Blancas, y las partidas mismas, las más recientes primero, de 50 en 50. Un clic en una jugada la juega; doble clic en una partida (o Intro) la abre en esta posición, con el resto a un Rehacer de distancia. El filtro limita las partidas a un jugador (los nombres se completan al escribir), un torneo y unos años; «Mostrar los números en el tablero» escribe el número de cada jugada en su casilla.
help-database-2 = De entrada el panel conoce las aperturas: las posiciones alcanzadas en al menos 20 partidas WTHOR de la Federación Francesa de Othello, incluidas con el programa. Partida → Importar base de partidas… toma los archivos WTHOR mismos, gratuitos en el sitio de la federación: elija un archivo .zip o .wtb, o Importar esta carpeta (un archivo soltado en la ventana hace lo mismo). Se copian en la carpeta del programa y se indexan una vez; una segunda importación añade más años.
help-statistics = Estadísticas
help-statistics-1 = Partida → Estadísticas… cuenta las partidas terminadas contra la máquina (una persona en un bando y la máquina en el otro), por tamaño de tablero y nivel: ganadas, empatadas, perdidas y el margen en fichas de la mejor victoria; una partida perdida por tiempo también cuenta. Una partida deshecha y terminada otra vez de la misma forma, o una partida terminada que se abre o se restaura, no se cuenta dos veces. Restablecer… las olvida todas, tras preguntar. Se guardan como stats.ron junto a los ajustes, con el mismo cuidado que los demás archivos.
help-clocks = Relojes
help-clocks-1 = En el diálogo Nueva partida, Reloj da a cada jugador 1, 5, 10, 15 o 30 minutos (o ninguno). El reloj del jugador al que le toca corre junto al marcador; el jugador que se queda sin tiempo pierde, y no se juegan más jugadas. La máquina reparte el tiempo que le queda entre las jugadas que aún espera hacer, sin pensar nunca más de lo que permite su nivel.
help-clocks-2 = Retirar jugadas (Deshacer, un clic en la lista de jugadas) detiene los relojes hasta que la partida vuelve a su última jugada o se juega una jugada nueva; los relojes también esperan mientras la máquina está en pausa y mientras se edita una posición. Reiniciar mantiene el control de tiempo con los relojes completos; una partida abierta, pegada o preparada a mano no tiene reloj. Los relojes se guardan con la partida.
help-edit-position = Editar posición
help-edit-position-1 = Partida → Editar posición… prepara cualquier posición en el tablero, a partir de la que hay en él. Un clic en una casilla la alterna entre vacía, negra y blanca (o, con el pincel en Ficha negra, Ficha blanca o Vacía, pone eso); Vaciar deja el tablero vacío; Inicio estándar vuelve a poner las cuatro fichas centrales; Turno elige quién juega primero. La barra bajo el tablero cuenta las fichas e indica quién juega (un bando sin jugada pasa al instante).
help-edit-position-2 = Empezar inicia una partida desde la posición, entre dos personas o contra la máquina, según quedaron los jugadores en el último diálogo Nueva partida; se guarda y se restaura como cualquier partida, y se puede analizar. Empezar solo está disponible cuando alguien puede jugar. Cancelar deja la partida del tablero como estaba; la máquina y el análisis esperan mientras editas.
help-game-files = Archivos de partida
help-game-files-1 = Partida → Abrir… (Ctrl+O) abre un archivo de partida: una transcripción (.txt: la línea de opciones y las jugadas, f5d6c3…), GGF (.ggf, tal como lo escriben NBoard y Edax, con sus evaluaciones, tiempos y jugadores) o el registro propio de este programa (.ron). El formato se deduce de la extensión o, si no, del texto. Soltar un archivo de partida sobre la ventana también lo abre. Un archivo que no se puede leer deja intacta la partida del tablero, y un aviso indica el archivo, la línea y el error.
help-game-files-2 = Guardar (Ctrl+S) escribe la partida en el archivo del que vino o en el que se guardó por última vez; Guardar como… (Ctrl+Shift+S) pregunta dónde y en qué formato. Los diálogos muestran las carpetas y los archivos de partida de una carpeta; Subir va a la carpeta superior. Una partida de un archivo de muchas partidas nunca las sobrescribe todas: Guardar pregunta si reemplazarla en el archivo, añadirla o guardarla como un archivo nuevo. Una partida guardada conserva la cabecera con la que se abrió (jugadores, lugar, fecha, resultado).
help-game-files-3 = Copiar como GGF (la partida entera) y Copiar posición como OBF (el tablero actual y el bando al que le toca, como lo escriben los archivos de problemas de finales) ponen el texto en el portapapeles para otros programas.
help-analyze-game = Analizar partida
help-analyze-game-1 = Partida → Analizar partida revisa cada jugada de la partida (también las retiradas) al nivel elegido: Profundidad 8, Profundidad 12, Profundidad 16 o Profundidad 20, o 1 s, 5 s, 15 s o 60 s por jugada; Exacto desde fija a partir de cuántas casillas vacías los valores son exactos (18 por defecto, o Nunca exacto). Todas las jugadas legales de cada posición las valora la misma búsqueda. Trabaja en un hilo propio, con una barra de progreso y un botón Cancelar sobre la lista de jugadas, desde la última jugada hacia atrás; las marcas aparecen a medida que avanza. El análisis se guarda con la partida: vuelve con game.ron al abrir de nuevo la ventana, y con el archivo de la partida al abrirlo otra vez (los análisis se guardan en la carpeta de configuración); al recorrer la partida se ve al instante el valor de cada jugada en el tablero (con Ver → Análisis).
help-analyze-game-2 = Una jugada que cedió 3 fichas o más respecto a la mejor jugada del motor se marca con ?, y con ?? si cedió 8 fichas o más. Deja el puntero sobre una jugada para ver cuánto cedió y cuál era la mejor. Los totales de cada jugador encabezan la lista de jugadas.
help-analyze-game-3 = Ver → Mostrar el gráfico de evaluación (activado por defecto) dibuja bajo el tablero el valor para Negras tras cada jugada a medida que se conoce: del análisis de cada posición que miras (Ver → Análisis, o las mejores líneas), de la búsqueda de la máquina en cada jugada que hace y de Analizar partida (la ventaja de Negras sombreada en negro sobre la línea, la de Blancas en blanco debajo), con los errores como puntos rojos, los pasos como marcas arriba, los números de jugada abajo y la posición del tablero como una línea. Debajo, las fichas que perdió cada jugada (frente a la mejor jugada de su posición, según la misma búsqueda) son barras del color de cada bando, y el total de cada bando una línea con su cifra a la derecha. Haz clic para ir a una jugada; arrastra su borde superior para agrandarlo. Aparece en cuanto hay dos posiciones evaluadas.
help-analyze-game-4 = El panel Errores (Ver → Mostrar los errores) lista las jugadas analizadas que cedieron fichas (todas las pérdidas, los errores de 3 fichas o más, o los errores graves de 8 o más): la jugada, lo que cedió, la mejor jugada y su valor; un clic lleva a su posición. Practicar empieza un ejercicio: en la posición de cada error, haz clic en la jugada que harías en su lugar; se te dice lo que cede frente a la mejor jugada, la línea que la responde se numera en el tablero, y puedes elegir Otra vez, Mostrar la mejor jugada, Error siguiente o Terminar la práctica. El ejercicio cuenta los errores corregidos al primer intento (a menos de una ficha de la mejor jugada).
help-move-list = La lista de jugadas
help-move-list-1 = Junto al tablero (cuando la ventana es lo bastante ancha) aparecen todas las jugadas, también los pasos. Haz clic en una jugada para ver la posición tras ella; las jugadas posteriores siguen en la lista, atenuadas, y Rehacer las vuelve a jugar. Una jugada distinta desde ahí las sustituye, y «Cambiar por la partida anterior» recupera la línea sustituida. La rueda del ratón sobre la lista retrocede (hacia arriba) y avanza (hacia abajo) por la partida. Jugar otra jugada desde una posición anterior explora una variante: la línea abandonada se conserva como línea principal («Variante desde la jugada N» sobre la lista), un archivo guardado mientras tanto contiene la línea principal y «Volver a la línea principal» regresa a ella.
help-move-list-2 = En el tablero estándar de 8×8, la lista y la barra de estado dan el nombre de la apertura jugada (Tiger, Rose, Buffalo… 77 nombres de la lista publicada), según la posición alcanzada: otro orden de jugadas, u otra primera jugada, recibe el mismo nombre.
help-tic-tac-toe = Tres en raya
help-tic-tac-toe-1 = Elige Tres en raya en el diálogo Nueva partida: 3×3 como siempre, o un tablero cuadrado de hasta 7×7 con 3 a 7 en raya para ganar. Puede empezar X u O, y la máquina puede jugar con cualquiera de los dos (en 3×3 juega a la perfección). Deshacer, Rehacer, Reiniciar y la partida guardada funcionan como en Othello; la línea ganadora se resalta.
help-keys = Teclas
help-keys-1 = Ctrl+N: nueva partida. Ctrl+Q: salir. Ctrl+C: copiar la partida. Ctrl+V: pegar una partida.
help-keys-2 = Ctrl+O: abrir un archivo de partida. Ctrl+S: guardar. Ctrl+Shift+S: guardar como.
help-keys-3 = Ctrl+Z: retirar la última jugada. Ctrl+Shift+Z o Ctrl+Y: volver a jugarla.
help-keys-4 = H: pista. A: activar o desactivar el análisis.
help-keys-5 = Inicio y Fin: el principio y el final de la partida. Izquierda y Derecha: una jugada atrás y adelante, sin deshacer jugadas (una jugada nueva desde una posición anterior sustituye el resto de la línea; «Cambiar por la partida anterior» la recupera). Arriba y Abajo: mostrar el cursor del teclado en una jugada legal; con el cursor visible, las cuatro flechas lo mueven en la dirección que señalan en la pantalla, y Escape lo oculta. Enter o Espacio: jugar donde está el cursor.
help-keys-6 = Tab: mover el foco del teclado por los menús, los botones y las casillas del tablero; una casilla con el foco es el cursor. Escape: salir de un control o cancelar un diálogo.
help-help-menu = El menú Ayuda
help-help-menu-1 = Cómo jugar abre esta ventana; Acerca de muestra la versión y la licencia del programa.
help-saved-between-launches = Guardado entre sesiones
help-saved-between-launches-1 = Tus ajustes, la partida en curso y la partida de tres en raya se guardan mientras juegas y se restauran la próxima vez que abres el programa; también el tamaño de la ventana. Un archivo guardado que no se puede usar se aparta (como NOMBRE.bad) y un aviso explica qué falló.
about-title = Acerca de Othello
about-licence = Licencia: { $licence }
about-home = Ayuda → Cómo jugar explica el juego y cada opción; el README.md que acompaña al código fuente explica cómo compilarlo, jugarlo y probarlo.
about-written = Escrito en Rust con egui.

## Lo que las reglas rechazan

move-off-board = la fila { $row }, columna { $col } está fuera del tablero de { $rows }×{ $cols }
move-occupied = { $square } está ocupada
move-flips-nothing = { $square } no voltea ninguna ficha
move-not-adjacent = { $square } no toca ninguna ficha del rival
move-game-over = la partida ha terminado
record-illegal = jugada { $number } ({ $square }): { $why }
record-not-their-turn = jugada { $number }: le toca a { $expected }, no a { $found }
record-pass-not-forced = jugada { $number }: { $player } tiene una jugada posible y no puede pasar
record-pass-after-end = jugada { $number }: la partida ha terminado, no hay nada que pasar

## La base de partidas (Ver → Base de partidas; Partida → Importar base de partidas…)
menu-show-database = Mostrar la base de partidas
menu-show-database-tip = Las partidas de torneo que pasaron por la posición del tablero: las jugadas siguientes, cómo terminaron esas partidas y las partidas mismas
menu-import-database = Importar base de partidas…
menu-import-database-tip = Copiar archivos de partidas WTHOR (una carpeta, o archivos .zip como los ofrece el sitio de la Federación Francesa de Othello) a la base de partidas
database-heading = Base de partidas
database-standard-only = La base solo tiene partidas desde la posición inicial estándar de 8×8
database-openings-only = Solo las estadísticas de las aperturas: importe archivos WTHOR para tener las partidas
database-summary-none = Menos de 20 partidas de las estadísticas incluidas pasaron por esta posición
database-games = { $games ->
    [one] 1 partida pasó por esta posición
   *[other] { $games } partidas pasaron por esta posición
}
database-results = Negras ganaron el { $black } %, tablas el { $draws } %, Blancas ganaron el { $white } %; puntuación media de Negras { $score }
database-marks = Mostrar los números en el tablero
database-value-none = El valor del motor de cada jugada llega con Ver → Análisis (la tecla A)
database-cell = { $games ->
    [one] 1 partida en la base
   *[other] { $games } partidas en la base
}
database-import-hint = Las partidas mismas llegan con Partida → Importar base de partidas… (archivos WTHOR del sitio de la Federación Francesa de Othello, gratuitos).
database-filter = Filtro
database-filter-active = Filtro: { $what }
database-player = Jugador:
database-tournament = Torneo:
database-years = Años:
database-from = de
database-to = a
database-page = Partidas { $first }–{ $last } de { $total }
database-newer = Partidas más recientes
database-older = Partidas más antiguas
database-open-tip = Doble clic para abrir esta partida en esta posición
database-reading = Leyendo los archivos de partidas: { $done } de { $total }
database-indexing = Indexando las posiciones…
database-importing = Copiando los archivos…
database-ready = { $games ->
    [one] 1 partida en la base
   *[other] { $games } partidas en la base
}
database-failed = La importación falló: { $why }
dialog-import-title = Importar archivos de partidas WTHOR
dialog-import = Importar
dialog-import-folder = Importar esta carpeta
dialog-import-folder-tip = Todos los archivos .wtb y .zip de la carpeta nombrada en el campo (escrita, o elegida con un clic), si no de la carpeta mostrada, con los nombres de jugadores y torneos al lado. Un doble clic abre una carpeta.
dialog-import-named = Importar { $name }/
dialog-empty-import = No hay archivos WTHOR aquí (.wtb, .zip)

# The study desk: best lines, analysis level, the turned board.
menu-show-lines = Mostrar las mejores líneas
menu-show-lines-tip = Las mejores jugadas de la posición con sus valores y las líneas que espera el motor; deja el puntero sobre una línea para verla en el tablero
menu-analysis-level = Nivel de análisis
menu-analysis-level-tip = Con qué profundidad, o durante cuánto tiempo, el análisis y las mejores líneas examinan cada posición
menu-hint-level = Nivel de la pista
menu-turn-board = Girar el tablero
menu-turn-right = Girar a la derecha
menu-turn-left = Girar a la izquierda
menu-turn-mirror = Reflejar
menu-turn-upright = Posición normal
lines-heading = Mejores líneas
lines-count = Líneas
lines-level = Nivel
lines-all = Todas
lines-game-over = La partida ha terminado.
lines-waiting = El análisis espera mientras la máquina piensa.
lines-book = libro, profundidad { $depth }
lines-book-exact = libro, exacto
lines-exact = exacto
lines-depth = profundidad { $depth }
lines-play-up-to = Jugar la línea hasta { $square }
book-best-out-searched = Mejor jugada fuera del libro: { $square } { $value } (búsqueda del libro, profundidad { $depth })
level-depth = Profundidad { $depth }
level-seconds = { $seconds } s
speed-millions = { $speed } M nodos/s
speed-thousands = { $speed } k nodos/s
analysis-depth = profundidad { $depth }
analysis-depth-selective = profundidad { $depth }, selectiva
status-counts = { $moves ->
    [one] 1 jugada legal
   *[other] { $moves } jugadas legales
} · { $empty } casillas vacías
cell-line-move = jugada { $number } de la línea para { $player }
lines-line-label = Línea { $line }: { $square }
lines-move-label = Línea { $line }, jugada { $number }: { $square }
help-study = Estudiar una posición
help-study-1 = Ver → Mostrar las mejores líneas lista junto al tablero las mejores jugadas de la posición, la mejor primero: cada una con su valor (el mismo que en el tablero), su origen (la profundidad de la búsqueda, una resolución exacta, el libro de aperturas) y la línea que espera el motor, que gana profundidad mientras avanza el análisis. Deja el puntero sobre una línea para verla en el tablero con fichas numeradas; haz clic en una jugada de una línea para jugar la línea hasta esa jugada. «Líneas» fija cuántas se listan (Todas: cada jugada legal).
help-study-2 = Ver → Nivel de análisis (también en el panel de las mejores líneas) fija hasta dónde miran el análisis y las mejores líneas: hasta una profundidad (Profundidad 8 a Profundidad 24) o durante un tiempo (de 1 s a 2 minutos por posición, lo predeterminado). Ver → Nivel de la pista hace lo mismo con la pista (un segundo por defecto). La barra de estado indica la profundidad alcanzada, si la búsqueda es selectiva (descarta jugadas que una búsqueda corta juzga perdidas) o exacta, y los nodos examinados por segundo. Ambos niveles se recuerdan.
help-study-3 = Ver → Girar el tablero gira el tablero en la pantalla un cuarto de vuelta cada vez (Girar a la derecha, Girar a la izquierda) o lo refleja; las coordenadas siguen a sus casillas, y las jugadas, los archivos y la notación no cambian. Posición normal lo vuelve a poner derecho. El giro se recuerda.
menu-show-graph = Mostrar el gráfico de evaluación
menu-show-graph-tip = El valor para Negras tras cada jugada, bajo el tablero, a medida que el análisis y la máquina lo encuentran, con las fichas perdidas por cada bando
graph-losses = { $value }; fichas perdidas: Negras { $black }, Blancas { $white }
menu-copy-picture = Copiar imagen
menu-copy-picture-tip = El tablero como imagen en el portapapeles, con los números de jugada en las fichas
menu-export-picture = Exportar imagen…
menu-export-picture-tip = Guardar el tablero como imagen (PNG o SVG), con sus coordenadas, girado como en la pantalla
menu-download-picture = Descargar imagen (PNG)
menu-download-picture-tip = Descargar el tablero como imagen PNG, con los números de las jugadas en las fichas y el gráfico, girado como en la pantalla
dialog-picture-title = Exportar el tablero como imagen
dialog-picture-formats = Un nombre terminado en .svg guarda SVG; cualquier otro, PNG.
dialog-picture-numbers = Números de jugada en las fichas
note-copied-picture = El tablero se copió como imagen
picture-saved = Imagen guardada: { $name }
picture-failed = No se pudo crear la imagen: { $why }
help-study-4 = Partida → Exportar imagen… guarda el tablero como imagen, PNG o SVG (según la terminación del nombre), con sus coordenadas y girado como en la pantalla, opcionalmente con el número de la jugada que puso cada ficha; Partida → Copiar imagen la pone en el portapapeles, con los números, para pegarla en un documento o un mensaje de foro. La imagen también puede llevar el gráfico de evaluación bajo el tablero.
dialog-empty-picture = No hay imágenes aquí (.png, .svg)
library-title = Partidas de { $name }
library-player = Jugador:
library-count = { $shown } de { $games } partidas mostradas; { $broken } ilegibles
library-number = N.º
library-result = Resultado
library-date = Fecha
library-board = Tablero
library-opening = Apertura
library-moves = Jugadas
library-broken = Ilegible
library-open = Abrir
library-close = Cerrar
library-opened = Abierta la partida { $number } de { $name }: { $moves } jugadas
help-game-files-4 = Un archivo GGF de muchas partidas (un torneo, un match) abre su primera partida y las lista todas en una ventana: los jugadores, el resultado, la fecha, el tablero, la apertura y las jugadas. Haz clic en un encabezado para ordenar por él (otra vez para invertir), escribe el nombre de un jugador para dejar solo sus partidas y haz doble clic en una partida (o selecciónala y pulsa Abrir) para reproducirla en el tablero. Una partida ilegible aparece con el motivo; las demás se abren. Las partidas guardadas y copiadas llevan los jugadores, la fecha, el control de tiempo, el resultado y el valor de cada jugada que el motor ha examinado.
library-game = Partida { $number }
moves-variation = Variante desde la jugada { $moves }
moves-variation-tip = La línea principal se conserva: los archivos guardados ahora la contienen y el botón vuelve a ella
moves-main-line = Volver a la línea principal
note-main-line = De vuelta en la línea principal; la variante se guarda para «Cambiar por la partida anterior»
dialog-picture-graph = El gráfico de evaluación bajo el tablero

## The game's record: study, seats, archives
menu-seat = { $player }: { $seat }
status-study = Estudio: personas juegan ambos bandos
note-study = Abierta para estudio: personas juegan ambos bandos (Partida → Negro o Blanco cede un bando al ordenador).
note-then-study = { $note } · { $study }
note-opened-study = { $black } – { $white } abierta
note-seat = { $player } lo juega ahora: { $seat }
archive-title = Guardar una partida de un archivo de muchas partidas
archive-explain = { $name } contiene { $games } partidas; esta es la partida { $number }. Guardarla sola las reemplazaría todas, así que elija:
archive-replace = Reemplazar la partida { $number } en el archivo
archive-append = Añadirla al archivo como partida { $number }
archive-save-as = Guardarla como un archivo nuevo…
file-saved-in-archive = Guardada como partida { $number } de { $name }; sus otras partidas se conservan
file-added-to-archive = Añadida a { $name } como partida { $number }; sus otras partidas se conservan

## The search's live output
menu-show-live = Salida de la búsqueda
menu-show-live-tip = Lo que informa la búsqueda en curso: profundidad, nodos, velocidad, tiempo y la línea esperada
live-heading = Búsqueda
live-idle = No hay ninguna búsqueda en curso.
live-search = Búsqueda
live-computer = Jugada de { $player }
live-hint = Pista
live-analysis = Análisis
live-running = en curso
live-done = terminada
live-depth = Profundidad
live-depth-full = { $depth }
live-depth-selective = { $depth }, selectiva
live-depth-exact = exacta, { $depth } casillas vacías
live-value = Valor
live-nodes = Nodos
live-speed = Velocidad
live-time = Tiempo
live-seconds = { $seconds } s
live-line = Línea esperada

## Help for the record and the search output
help-game-menu-4 = Negro: Humano y Blanco: Humano (o el ordenador con su nivel) indican quién juega cada bando de la partida en el tablero; otra elección cede el bando a una persona o al ordenador desde esta posición. Una partida abierta desde un archivo, la lista de partidas, la base de datos o pegada se abre para estudio: personas juegan ambos bandos hasta que usted elija, y la barra de estado dice «Estudio».
help-view-menu-3 = Salida de la búsqueda muestra lo que informa la búsqueda en curso, como hacen los programas de motor: qué búsqueda (la jugada del ordenador, una pista, el análisis), su profundidad (selectiva, o exacta en el final), nodos, velocidad, tiempo, el valor de su mejor jugada y la línea esperada.
database-import-unreadable = No se pudieron leer { $bad } de { $files } archivos (los demás están en la base de datos):
graph-legend-value = Valor para Negro
graph-legend-losses = Fichas cedidas:
dialog-exists = { $name } ya existe: guardar reemplaza todo su contenido (un archivo de muchas partidas no conserva ninguna otra). Elija otro nombre, o Reemplazar.
dialog-replace = Reemplazar
