# Die Texte des Fensters auf Deutsch. Jeder Katalog hat genau die Schlüssel von en.ftl, mit
# denselben Argumenten ($name). Die Spielbegriffe folgen dem Sprachgebrauch des Deutschen
# Othello-Bunds: Stein, Zug, passen, Feld, Ecke, Rand, Schwarz / Weiß.

## Menüs

menu-game = Partie
menu-new-game = Neue Partie…
menu-restart = Neu starten
menu-open = Öffnen…
menu-save = Speichern
menu-save-as = Speichern unter…
menu-edit-position = Stellung bearbeiten…
menu-analyze-game = Partie analysieren
menu-copy-game = Partie kopieren
menu-paste-game = Partie einfügen
menu-copy-ggf = Als GGF kopieren
menu-copy-obf = Stellung als OBF kopieren
menu-statistics = Statistik…
menu-quit = Beenden
menu-view = Ansicht
menu-show-legal = Gültige Züge anzeigen
menu-mark-last = Letzten Zug markieren
menu-preview-flips = Wendevorschau
menu-analysis = Analyse
menu-analysis-tip = Die Bewertung der Engine für jeden gültigen Zug, immer genauer, je länger sie rechnet (A)
menu-flip-animation = Wendeanimation
menu-theme = Design
menu-computer-pace = Computertempo
menu-threads = Suchthreads
menu-show-move-list = Zugliste anzeigen
menu-show-book = Eröffnungsbibliothek zeigen
menu-show-book-tip = Die Züge der Bibliothek in der Stellung auf dem Brett und ihre Werte, neben dem Brett
book-heading = Eröffnungsbibliothek
own-book-in-use = Ihr eigenes Eröffnungsbuch: das mitgelieferte mit Ihren Zugfolgen
own-book-in-use-tip = Im Datenordner als own-book.bin gespeichert; löschen Sie die Datei, um zum mitgelieferten Buch zurückzukehren.
own-book-add-line = Diese Zugfolge in mein Buch
own-book-add-line-tip = Bewertet jede Stellung der Partie bis zum Brett, die das Buch noch nicht enthält, so tief wie das Buch selbst, und legt sie in Ihr eigenes Buch
own-book-deepen = Mein Buch hier vertiefen
own-book-deepen-tip = Bewertet diese Stellung und jede Stellung einen Zug davon, so tief wie das Buch selbst, und legt sie in Ihr eigenes Buch
own-book-progress = Mein Buch: { $done }/{ $total } Stellungen
own-book-done = { $total ->
    [one] 1 Stellung in Ihr Buch gelegt.
   *[other] { $total } Stellungen in Ihr Buch gelegt.
}
own-book-nothing = Ihr Buch enthält diese Stellungen schon.
own-book-cancelled = Angehalten: Die bis dahin bewerteten Stellungen wurden nicht behalten.
own-book-failed = Ihr Buch konnte nicht gespeichert werden: { $why }
own-book-stopped = die Engine hat angehalten, bevor alle Stellungen darin waren
own-book-refused = Ihr eigenes Buch wächst auf einem Brett mit Eröffnungsbuch, von dessen Standardstart aus.
own-book-unreadable = Ihr eigenes Eröffnungsbuch konnte nicht gelesen werden ({ $why }); das mitgelieferte wird benutzt.
book-none = Keine Eröffnungsbibliothek für dieses Brett und diese Regeln
book-not-here = Diese Stellung ist nicht in der Bibliothek
book-exact = Exakte Werte
book-depth = Werte aus Tiefe { $depth }
book-play-tip = { $square } spielen
book-best-out = Bester Zug außerhalb der Bibliothek: { $square } { $value }
menu-language = Sprache
menu-language-system = System ({ $language })
menu-help = Hilfe
menu-how-to-play = Spielanleitung
menu-about = Über Othello
menu-undo = Rückgängig
menu-undo-tip = Den letzten Zug zurücknehmen ({ $key })
menu-redo = Wiederholen
menu-redo-tip = Den Zug erneut spielen ({ $key })
menu-hint = Tipp
menu-hint-tip = Einen guten Zug für die Seite am Zug markieren (H)

## Spieler und Statusleiste

black = Schwarz
white = Weiß
status-draw = Remis { $black }–{ $white }
status-wins = { $player } gewinnt { $mine }–{ $theirs }
status-wins-empties = { $player } gewinnt { $mine }–{ $theirs }; { $all }–{ $theirs } mit den { $empty } leeren Feldern, wie im Turnier gezählt
status-wins-fewest = { $player } gewinnt { $mine }–{ $theirs } (wenigste Steine gewinnen)
status-to-move = { $player } ist am Zug
status-pass = { $player } hat keinen gültigen Zug — { $other } ist noch einmal am Zug
status-wins-on-time = { $player } gewinnt durch Zeitüberschreitung
status-search-tip = Tiefe: wie viele Züge die Suche vorausschaut. Selektiv: Züge, die eine flache Suche für aussichtslos hält, werden ausgelassen; der Wert ist also sehr wahrscheinlich richtig, aber nicht bewiesen. Exakt: jeder Zug wird bis zum Ende der Partie durchsucht; der Wert ist bewiesen.
status-opening-tip = Die gespielte Eröffnung, bestimmt nach der erreichten Stellung
status-book-in = In der Eröffnungsbibliothek
status-book-left = Mit Zug { $number } aus der Eröffnungsbibliothek
status-simple-rules = Vereinfachte Regeln
status-seat = { $player }: { $seat }
status-terms-tip = Wie diese Partie gespielt wird: die Gewinnregel, die Regeln und die Plätze des Computers, wo sie nicht die üblichen sind
status-values-dots = Werte als farbige Punkte: Die Felder sind zu klein, um sie zu schreiben
status-values-dots-tip = Der Punkt des besten Zuges ist der größte; Grün ist gut, Rot viel schlechter. Mit der Maus auf einem Zug steht sein Wert; oder die besten Fortsetzungen zeigen, oder das Fenster vergrößern.
panels-no-room = Unter dem Brett kein Platz für: { $panels }. Fenster verbreitern oder ein Feld im Menü „Ansicht“ ausblenden.
panels-no-room-tip = Die Felder unter dem Brett stehen in der Reihenfolge des Menüs „Ansicht“ nebeneinander; was nicht passt, wartet, weiter angehakt, bis Platz ist.
panels-folded = Kein Platz für { $panels }: Fenster vergrößern.
panels-folded-tip = Das Brett behält den Platz, den es braucht, um das Größte im Fenster zu bleiben; die Felder warten, im Menü „Ansicht“ weiter angehakt, bis Platz ist. Ein dort ausgeblendetes Feld macht Platz für die anderen.
panels-folded-short = Kein Platz für Felder
status-book-tip = Die Eröffnungsbibliothek: Stellungen nahe dem Anfang, bewertet durch tiefe Suchen der Engine
status-resume = Fortsetzen
status-swap = Mit voriger Partie tauschen
status-swap-tip = Holt die Partie zurück, die „Neu starten“, „Neue Partie“ oder „Partie einfügen“ ersetzt hat; die Partie auf dem Brett tritt an ihre Stelle, ein zweiter Klick tauscht also wieder zurück. Bleibt bis zum nächsten Zug erhalten.
status-dismiss = Schließen
status-dismiss-all = Alle schließen
status-time-left = Restzeit von { $player }
status-game-over = Partie beendet: { $result }
status-play-again = Noch eine Partie

## Auswahlmöglichkeiten der Einstellungen

animation-off = Aus
animation-fast = Schnell
animation-normal = Normal
theme-system = Systemvorgabe
theme-light = Hell
theme-dark = Dunkel
theme-high-contrast = Hoher Kontrast
pace-instant = Ohne Verzögerung
pace-half = Eine halbe Sekunde
pace-second = Eine Sekunde
threads-automatic = { $count ->
    [one] Automatisch (1 Thread)
   *[other] Automatisch ({ $count } Threads)
}
threads-fixed = { $count ->
    [one] 1 Thread
   *[other] { $count } Threads
}
seat-human = Mensch
seat-computer = Computer ({ $level })
level-beginner = Anfänger
level-novice = Einsteiger
level-intermediate = Mittel
level-advanced = Fortgeschritten
level-expert = Experte
level-beginner-summary = Rechnet einen Zug voraus, macht oft Fehler; 0,2 s pro Zug.
level-novice-summary = Rechnet zwei Züge voraus, macht ab und zu Fehler; 0,5 s pro Zug.
level-intermediate-summary = Rechnet vier Züge voraus, macht selten Fehler; exakt in den letzten 10 Zügen; 1 s pro Zug.
level-advanced-summary = Rechnet sechs Züge voraus; exakt in den letzten 12 Zügen; 2 s pro Zug.
level-expert-summary = So tief, wie 3 s pro Zug erlauben; exakt in den letzten 20 Zügen.
setup-human-summary = Ein Mensch spielt diese Seite, mit der Maus oder der Tastatur.

## Der Dialog „Neue Partie“

cancel = Abbrechen
setup-title = Neue Partie
setup-start = Starten
setup-keys = Enter startet, Esc bricht ab
setup-game = Spiel
game-othello = Othello
game-tictactoe = Tic-Tac-Toe
setup-rows = Zeilen
setup-columns = Spalten
setup-first = Wer beginnt
setup-centre = Mitte
setup-top-left = { $player } oben links
setup-centre-preview = Vorschau der Mitte: { $player } oben links und unten rechts
setup-winner = Sieger
setup-most-discs = Meiste Steine gewinnen
setup-fewest-discs = Wenigste Steine gewinnen
setup-rules = Regeln
setup-full = Vollständig
setup-full-tip = Standard-Othello: Ein Zug muss eine Reihe einschließen.
setup-simple = Einfach
setup-simple-tip = Jedes leere Feld neben einem gegnerischen Stein; die Nachbarsteine werden umgedreht.
setup-hints = Hilfen
setup-clock = Bedenkzeit
setup-board-size = Brettgröße
setup-in-a-row = Länge der Gewinnreihe
setup-computer = Computer
setup-neither = Spielt nicht
setup-plays = Spielt { $symbol }
setup-perfect = Spielt auf diesem Brett perfekt.
setup-opening = Eröffnung
opening-standard = Grundstellung
opening-xot = XOT
opening-random = Zufällig ausgeglichen
opening-standard-tip = Nur die vier Steine in der Mitte.
opening-xot-tip = Eine der 3623 Eröffnungen mit acht Zügen aus der veröffentlichten XOT-Liste, die starke Spieler als nahezu ausgeglichen einschätzen, auf dem Brett ausgespielt.
opening-xot-unavailable = XOT-Eröffnungen gibt es nur für das 8×8-Brett, wenn Weiß oben links steht und Schwarz beginnt.
opening-random-tip = Zufällige Züge (etwa ein Achtel der Felder des Bretts), nur behalten, wenn eine flache Suche die Stellung auf höchstens 2 Steine vom Gleichstand bewertet.
note-xot = XOT-Eröffnung { $number } von { $count }: { $moves }
note-random-opening = Zufällige ausgeglichene Eröffnung: { $moves } ({ $value } für { $player } bei Suchtiefe { $depth })
note-choosing-opening = Ausgeglichene Eröffnung wird gewählt…
note-no-balanced-opening = Auf diesem Brett wurde keine ausgeglichene Eröffnung gefunden: Die Partie beginnt aus der Grundstellung.

## Zugliste, Bewertungskurve, Uhren

moves-title = Züge
moves-pass = passt
moves-opening = Eröffnung: { $name }
moves-players = { $black } – { $white }
moves-tip = Stellung nach diesem Zug zeigen
moves-note-tip = { $note }. Klicken, um die Stellung danach zu zeigen
graph-value = Bewertungskurve: { $value } für Schwarz nach Zug { $moves }
graph-valued = Bewertungskurve: { $valued } von { $total } Zügen bewertet
graph-coming = Hier erscheint Schwarz' Wert nach jedem Zug, sobald die Engine ihn findet.
graph-at-start = Anfang: { $value } für Schwarz
graph-at-start-unvalued = Anfang: noch nicht bewertet
graph-at = Nach Zug { $moves }: { $value } für Schwarz
graph-at-unvalued = Nach Zug { $moves }: noch nicht bewertet
graph-at-loss = { $player } hat mit diesem Zug { $loss } verschenkt
graph-at-kept = Der Zug von { $player } hat die Bewertung gehalten
graph-click = Klicken, um dorthin zu gehen
clock-none = Keine Uhr
clock-minutes = { $minutes ->
    [one] 1 Minute je Spieler
   *[other] { $minutes } Minuten je Spieler
}
notice-no-config-dir = Es gibt kein Konfigurationsverzeichnis: Einstellungen und Partien werden nicht gespeichert.

## Othello: Hinweise in der Statusleiste

note-game-kept = „Mit voriger Partie tauschen“ holt die verlassene Partie zurück, bis zum nächsten Zug
note-ended-on-time = Die Partie endete durch Zeitüberschreitung: eine neue Partie beginnen oder neu starten
note-copied-moves = Die Züge sind in der Zwischenablage
note-copied-ggf = Die Partie ist als GGF in der Zwischenablage
note-copied-obf = Die Stellung ist als OBF in der Zwischenablage
note-computer-paused = { $player } wird vom Computer gespielt: „Fortsetzen“ lässt ihn ziehen
note-computer-wait = { $player } wird vom Computer gespielt: Bitte auf seinen Zug warten
the-computer = Der Computer
thinking = { $player } denkt nach…
thinking-depth = { $player } denkt nach… Tiefe { $depth }
hint-looking = Guter Zug wird gesucht…
banner-pass = { $player } hat keinen gültigen Zug und passt: { $other } ist noch einmal am Zug
note-computer-waits = { $player } (der Computer) wartet während des Zurückblätterns: „Fortsetzen“ lässt ihn ziehen
note-paste-too-long = Der eingefügte Text ({ $kib } KiB) ist viel zu lang für eine Partie
note-pasted = { $moves ->
    [one] Partie mit 1 Zug eingefügt
   *[other] Partie mit { $moves } Zügen eingefügt
}
note-paste-not-a-game = Der eingefügte Text ist keine Partie: { $why }
note-paste-no-text = In der Zwischenablage ist kein Text zum Einfügen: Eine Partie wird als Text eingefügt (Züge, GGF oder OBF)
note-paste-picture = Die Zwischenablage enthält ein Bild: Eine Partie wird als Text eingefügt (Züge, GGF oder OBF)
note-pasted-position = Stellung eingefügt
note-pasted-standard = { $moves ->
    [one] Partie mit 1 Zug auf dem normalen 8×8-Brett eingefügt: Er passt nicht auf das angezeigte Brett
   *[other] Partie mit { $moves } Zügen auf dem normalen 8×8-Brett eingefügt: Sie passen nicht auf das angezeigte Brett
}

## Analyse und Partieprüfung

value-exact = { $value } exakt
value-line = { $value } für { $player } (Tiefe { $depth }): { $line }
value-line-exact = { $value } für { $player } (exakt): { $line }
value-book = { $value } aus der Eröffnungsbibliothek
value-line-book = { $value } für { $player } (Eröffnungsbibliothek, Tiefe { $depth })
value-line-book-exact = { $value } für { $player } (Eröffnungsbibliothek, exakt)
analysis-starting = Analyse läuft…
analysis-exact = Analyse: exakte Werte · { $speed }
analysis-running = Analyse läuft… { $depth } · { $speed } · Stufe: { $level }
analysis-done = Analyse: { $depth } · { $speed } · Stufe: { $level }

## Was ein Bildschirmleser zu einem Feld sagt

cell-black = schwarz
cell-white = weiß
cell-empty = leer
cell-last-move = letzter Zug
cell-legal = gültiger Zug
cell-hint = Tipp
cell-value = Wert { $value }
cell-editing = wird bearbeitet
cell-winning-line = Gewinnreihe

## Der Stellungseditor

editor-title = Stellung bearbeiten
editor-click = Klick:
editor-cycle = Reihum
editor-black = Schwarzer Stein
editor-white = Weißer Stein
editor-empty = Leer
editor-clear = Leeren
editor-standard = Grundstellung
editor-to-move = Am Zug:
editor-counts = Schwarz { $black }, Weiß { $white }: { $player } ist am Zug
editor-counts-pass = Schwarz { $black }, Weiß { $white }: { $player } ist am Zug ({ $passer } hat keinen Zug und passt)
editor-no-moves = In dieser Stellung kann keine Seite ziehen: Steine hinzufügen, bis eine es kann
note-no-hint-needed = { $player } wird vom Computer gespielt: kein Tipp nötig
note-hint = Tipp: { $player } könnte { $square } spielen
note-out-of-time = { $player } hat die Zeit überschritten: { $other } gewinnt
review-best = Auch die Wahl der Engine ({ $value })
review-best-exact = Auch die Wahl der Engine ({ $value }, exakt)
review-lost = { $lost } Steine verschenkt: { $best } war am besten ({ $best_value } gegenüber { $value })
review-lost-exact = { $lost } Steine verschenkt: { $best } war am besten ({ $best_value } gegenüber { $value }, exakt)
review-totals = { $player }: { $mistakes } ?, { $blunders } ??, { $lost } Steine verschenkt
review-progress = Partie wird analysiert: { $level }
review-level-exact = { $level }, exakt ab { $empties } leeren Feldern
menu-review-exact = Exakt ab
review-exact-never = Nie exakt
review-exact-from = { $empties } leeren Feldern
menu-show-mistakes = Fehler anzeigen
menu-show-mistakes-tip = Die Fehler der analysierten Partie, und Übungen dazu
mistakes-all = Alle Verluste ({ $discs } Stein oder mehr)
mistakes-mistakes = Fehler ({ $discs } Steine oder mehr)
mistakes-blunders = Patzer ({ $discs } Steine oder mehr)
mistakes-heading = Fehler: { $count }
mistakes-none = Kein analysierter Zug hat so viel verschenkt.
mistakes-row = { $number }. { $player } { $played }: { $lost } verschenkt (am besten { $best }, { $value })
mistakes-row-tip = Zur Stellung vor diesem Zug gehen
mistakes-practise = Üben
mistakes-practise-tip = In der Stellung jedes Fehlers einen besseren Zug suchen
practice-heading = Übung: Fehler { $number } von { $count }
practice-task = { $player } ist am Zug. Der Partiezug { $played } hat { $lost } Steine verschenkt: Finden Sie einen besseren.
practice-good = { $square } ist so gut wie der beste Zug ({ $value }).
practice-better = { $square } verschenkt { $lost } Steine: besser als der Partiezug, aber nicht der beste.
practice-worse = { $square } verschenkt { $lost } Steine: nicht besser als der Partiezug.
practice-answer = Die Antwort: { $line }
practice-answer-tip = Die Fortsetzung, die Ihren Zug beantwortet, nummeriert auf dem Brett
practice-best = Am besten: { $best } ({ $value })
practice-retry = Noch einmal
practice-reveal = Besten Zug zeigen
practice-next = Nächster Fehler
practice-stop = Übung beenden
practice-score = Beim ersten Versuch verbessert: { $found } von { $tried }
practice-not-legal = Dieser Zug ist hier nicht erlaubt.
practice-none = Keine Fehler zum Üben: Analysieren Sie zuerst die Partie (Partie → Partie analysieren).
practice-cell-best = bester Zug
practice-status = Übung: Finden Sie einen besseren Zug für { $player } (ein Klick probiert einen Zug; die Partie bleibt, wie sie war)

## Tic-Tac-Toe

note-othello-only = Tipps, Analyse, Zugliste, Stellung bearbeiten, Kopieren und Einfügen gibt es nur in Othello-Partien
xo-wins = { $player } gewinnt
xo-draw = Unentschieden
xo-options = { $size }×{ $size }, { $k } in einer Reihe

## Partiedateien und ihre Dialoge

format-transcript = Notation (.txt)
format-ggf = GGF (.ggf)
format-record = Spielstand (.ron)
file-no-ggf-game = sie enthält keine Partie: Eine GGF-Partie beginnt mit (;
file-cannot-open = { $name } konnte nicht geöffnet werden: { $why }
file-not-a-game = { $name } ist keine Partie ({ $format }): { $why }
file-opened = { $moves ->
    [one] { $name } geöffnet: 1 Zug
   *[other] { $name } geöffnet: { $moves } Züge
}
file-opened-first = { $moves ->
    [one] { $name } geöffnet: die erste von { $games } Partien, 1 Zug
   *[other] { $name } geöffnet: die erste von { $games } Partien, { $moves } Züge
}
file-saved = In { $name } gespeichert, als { $format }
file-cannot-write = Die Partie konnte nicht als { $format } geschrieben werden: { $why }
file-drop = Partiedatei hier ablegen, um sie zu öffnen
dialog-open-title = Partie öffnen
dialog-save-title = Partie speichern
dialog-all-games = Partiedateien
dialog-up = Nach oben
dialog-up-tip = Der übergeordnete Ordner
dialog-empty = Hier gibt es keine Partiedateien (.ggf, .txt, .ron)
dialog-file-name = Dateiname:
dialog-format = Format:
dialog-open = Öffnen
dialog-folder-unreadable = Dieser Ordner kann nicht gelesen werden: { $why }

## Statistik

stats-title = Statistik
stats-none = Es wurde noch keine Partie gegen den Computer beendet.
stats-board = Brett
stats-level = Stufe
stats-board-fewest = { $size }, wenigste Steine gewinnen
stats-won = Gewonnen
stats-drawn = Remis
stats-lost = Verloren
stats-best = Bester Sieg
stats-confirm = Alle bisher gezählten Ergebnisse vergessen?
stats-yes-reset = Ja, zurücksetzen
no = Nein
stats-reset = Zurücksetzen…

## Gespeicherte Dateien

save-failed = Fehler beim Speichern: { $what } ({ $name }: { $why })
save-file-failed = { $path } konnte nicht gespeichert werden: { $why }
save-what-settings = Einstellungen
save-what-game = Partie
save-what-tictactoe = Tic-Tac-Toe-Partie
save-what-stats = Statistik
store-not-a-file = { $path } ist { $kind }, keine Datei: Der Eintrag wurde nicht angetastet, es gelten die Standardwerte, und { $name } wird erst wieder gespeichert, wenn der Eintrag durch eine Datei ersetzt oder entfernt wird.
store-too-large = sie ist { $kib } KiB groß; keine gültige Datei { $name } ist größer als { $max } KiB, daher wurde sie nicht gelesen
store-kept-as = { $name } konnte nicht verwendet werden ({ $why }). Es gelten die Standardwerte; die Datei wurde als { $path } aufbewahrt.
store-unreadable = { $name } konnte nicht gelesen werden ({ $why }). Es gelten die Standardwerte.
store-not-renamed = { $name } konnte nicht verwendet werden ({ $why }). Es gelten die Standardwerte; die Datei konnte nicht umbenannt werden ({ $error }), sie liegt also weiterhin unter { $path } und wird nicht überschrieben.
store-no-such-file = diese Datei gibt es nicht
store-is-not-a-file = es ist { $kind }, keine Datei
store-file-too-large = sie ist { $kib } KiB groß, weit mehr als jede Partie (gelesen werden höchstens { $max } KiB)
file-not-text = sie enthält keinen Text (eine Partiedatei ist UTF-8-Text)
store-kind-fifo = ein FIFO (Named Pipe)
store-kind-socket = ein Socket
store-kind-device = ein Gerät
store-kind-directory = ein Verzeichnis
store-kind-other = keine reguläre Datei

## Spielanleitung

help-title = Spielanleitung
help-game = Das Spiel
help-game-1 = Zwei Spieler, Schwarz und Weiß, setzen abwechselnd einen Stein ihrer Farbe auf ein leeres Feld. Die Partie beginnt mit vier Steinen in der Mitte des Bretts.
help-game-2 = Eingeschlossene gegnerische Steine werden umgedreht und nehmen die eigene Farbe an. Kann niemand mehr ziehen oder ist das Brett voll, endet die Partie, und die Steine werden gezählt.
help-game-3 = Zum Ziehen auf ein Feld klicken. Ist „Gültige Züge anzeigen“ eingeschaltet (Menü „Ansicht“), markieren kleine Punkte die Felder, auf die die Seite am Zug setzen darf; ein gültiges Feld leuchtet außerdem unter der Maus auf.
help-full-rules = Vollständige Regeln
help-full-rules-1 = Ein Zug muss mindestens eine Reihe gegnerischer Steine einschließen: direkt neben dem neuen Stein beginnend und in gerader Linie (waagerecht, senkrecht oder diagonal) ein oder mehrere gegnerische Steine und dann ein eigener. Jeder eingeschlossene Stein wird umgedreht, in jeder Richtung.
help-simple-rules = Einfache Regeln
help-simple-rules-1 = Ein Zug ist auf jedem leeren Feld gültig, das waagerecht, senkrecht oder diagonal an einen gegnerischen Stein grenzt. Jeder gegnerische Stein, der den neuen Stein berührt, wird umgedreht, sonst keiner.
help-passing = Passen
help-passing-1 = Wer keinen gültigen Zug hat, muss passen, und der andere Spieler zieht noch einmal. Das Passen geschieht automatisch: Ein Banner über dem Brett zeigt, wer gepasst hat, und die Zugliste verzeichnet das Passen.
help-game-menu = Das Menü „Partie“
help-game-menu-1 = „Neue Partie…“ (Ctrl+N) öffnet den Dialog „Neue Partie“. „Neu starten“ beginnt dieselbe Partie noch einmal von vorn; „Mit voriger Partie tauschen“ in der Statusleiste holt bis zum nächsten Zug die verlassene Partie zurück.
help-game-menu-2 = „Partie kopieren“ (Ctrl+C) legt die Partie als Text in die Zwischenablage: eine Zeile mit den Optionen („Othello 8x8, Black first, ...“) und die Züge („f5d6c3...“). „Partie einfügen“ (Ctrl+V) ersetzt die Partie durch eine als Text eingefügte, aus diesem oder einem anderen Programm; ohne Optionszeile werden die Züge auf dem aktuellen Brett gespielt (Leerzeichen zwischen den Zügen sind optional). Text, der keine Partie ist, ändert nichts, und die Statusleiste nennt den Grund.
help-game-menu-3 = „Beenden“ (Ctrl+Q) speichert alles und schließt das Fenster.
help-new-game-dialog = Der Dialog „Neue Partie“
help-new-game-dialog-1 = „Spiel“: Othello oder Tic-Tac-Toe (siehe unten).
help-new-game-dialog-2 = „Zeilen“ und „Spalten“: jede gerade Zahl von 4 bis 16, getrennt wählbar; das Brett kann also rechteckig sein.
help-new-game-dialog-3 = Schwarz und Weiß: Jede Seite ist „Mensch“ oder „Computer“ in einer von fünf Stufen. Computer gegen Computer geht auch.
help-new-game-dialog-4 = „Wer beginnt“: wer den ersten Zug macht.
help-new-game-dialog-5 = „Mitte“: welche Farbe oben links (und unten rechts) unter den vier Startsteinen liegt. In der Standardpartie liegt dort Weiß, und Schwarz zieht zuerst.
help-new-game-dialog-6 = „Sieger“: Normalerweise gewinnt, wer die meisten Steine hat; mit „Wenigste Steine gewinnen“ spielt man die umgekehrte Variante. Gleichstand ist in beiden Fällen ein Remis.
help-new-game-dialog-7 = „Regeln“: „Vollständig“ oder „Einfach“, wie oben beschrieben.
help-new-game-dialog-8 = „Gültige Züge anzeigen“: markiert die Felder, auf die die Seite am Zug setzen darf. Lässt sich während der Partie auch im Menü „Ansicht“ umschalten.
help-new-game-dialog-10 = „Eröffnung“: die Grundstellung; eine XOT-Eröffnung (8×8, Weiß oben links, Schwarz beginnt): eine der 3623 Eröffnungen mit acht Zügen aus der veröffentlichten XOT-Liste, die starke Spieler als nahezu ausgeglichen einschätzen, auf dem Brett ausgespielt; oder eine zufällige ausgeglichene Eröffnung, auf jedem Brett: zufällige Züge, etwa ein Achtel der Felder, nur behalten, wenn eine Suche mit Tiefe 6 die Stellung auf höchstens 2 Steine vom Gleichstand bewertet. Die Züge der Eröffnung stehen in der Zugliste, und „Rückgängig“ nimmt sie wie jeden anderen Zug zurück.
help-new-game-dialog-9 = Enter startet die Partie, Esc bricht ab; ist das Fenster klein, lässt sich der Dialog scrollen.
help-computer-opponent = Der Computergegner
help-computer-opponent-1 = Die Stufen, von der schwächsten an: „Anfänger“ rechnet einen Zug voraus und macht oft Fehler; „Einsteiger“ rechnet zwei Züge voraus; „Mittel“ vier und spielt die letzten 10 Züge exakt; „Fortgeschritten“ sechs, exakt in den letzten 12; „Experte“ sucht so tief, wie 3 Sekunden pro Zug erlauben, und spielt die letzten 20 Züge exakt. Auf den kleinsten Brettern spielt „Experte“ vom ersten Zug an perfekt, und der Dialog weist darauf hin.
help-computer-opponent-2 = Der Computer rechnet, ohne das Fenster einzufrieren: Die Statusleiste zeigt „Weiß denkt nach… Tiefe 9“. „Neue Partie“, „Neu starten“, „Rückgängig“ oder das Schließen des Fensters halten ihn sofort an. Klicks auf das Brett warten auf seinen Zug.
help-computer-opponent-3 = „Rückgängig“ nimmt gegen den Computer auch dessen Antwort zurück, bis zum letzten eigenen Zug; der Befehl ist ausgegraut, solange es keinen eigenen Zug zurückzunehmen gibt. „Wiederholen“ spielt den eigenen Zug und die Antwort des Computers erneut.
help-computer-opponent-4 = „Tipp“ (die Schaltfläche „Tipp“ oder die Taste H) fragt „Experte“ nach einem guten Zug für die Seite am Zug und kreist ihn auf dem Brett ein.
help-computer-opponent-5 = „Ansicht → Computertempo“ legt fest, wie lange ein Computerzug mindestens zu sehen ist: ohne Verzögerung, eine halbe Sekunde oder eine Sekunde.
help-computer-opponent-6 = „Ansicht → Suchthreads“ legt fest, wie viele Threads des Prozessors die Engine für die Computerzüge, Tipps, die Analyse und „Partie analysieren“ nutzt. „Automatisch“ (die Voreinstellung) nimmt alle bis auf einen, damit das Fenster flüssig bleibt; mehr Threads rechnen in derselben Zeit tiefer, und exakte Werte sind bei jeder Anzahl dieselben.
help-view-menu = Das Menü „Ansicht“
help-view-menu-1 = „Gültige Züge anzeigen“; „Letzten Zug markieren“; „Wendevorschau“ (der Zug unter der Maus oder dem Tastaturcursor zeigt seinen Stein und, als kleine Steine, die Steine, die er umdrehen würde); „Analyse“ (Taste A, siehe unten); „Wendeanimation“ (Aus, Schnell oder Normal: Ein Klick während einer Animation ist einfach der nächste Zug); „Design“ (Systemvorgabe, Hell, Dunkel oder Hoher Kontrast); „Computertempo“; „Zugliste anzeigen“. All das wird gespeichert.
help-view-menu-2 = „Sprache“: die Sprache des Systems oder Englisch, Französisch, Deutsch, Spanisch oder Japanisch; die Wahl wird gespeichert. Eröffnungsnamen und die Fehler eines unlesbaren Partietexts (mit Zeile und Spalte) bleiben englisch.
help-analysis = Analyse
help-analysis-1 = „Ansicht → Analyse“ (oder die Taste A) schreibt die Bewertung der Engine auf jeden gültigen Zug: den Steinunterschied, den die Seite am Zug nach diesem Zug bei bestem Spiel beider Seiten erwarten kann (bei „Wenigste Steine gewinnen“ heißt positiv weiterhin Gewinn). Die Suche wird immer tiefer, solange die Engine rechnet, bis zu zwei Minuten pro Stellung; die Statusleiste zeigt die Tiefe. Ein umrahmter Wert ist exakt: Das Endspiel wurde bis zum letzten Zug durchgerechnet. Der beste Zug steht größer und in der „guten“ Farbe des Designs; je schlechter ein Zug, desto näher liegt seine Farbe an der „schlechten“ (ab acht Steinen schlechter). Mit der Maus auf einem Wert verweilen, um die Zugfolge zu sehen, die die Engine erwartet.
help-analysis-2 = Die Analyse hält an und beginnt neu, sobald sich die Stellung ändert. Sie läuft nicht, während der Computer für seine Seite rechnet, damit sein Zug die volle Zeit bekommt; sie kehrt zurück, sobald ein Mensch am Zug ist oder der Computer wartet, während man in der Zugliste zurückblättert.
help-book = Die Eröffnungsbibliothek
help-book-1 = Das 8×8-Brett (mit beiden Siegregeln), 6×6, 10×10 und 6×10 haben mit den vollen Regeln eine Eröffnungsbibliothek: Stellungen nahe dem Anfang, jeder Zug durch eine tiefe Suche der Engine bewertet und jede Stellung aus ihren Zügen. Bei eingeschalteter Analyse trägt ein Wert aus der Bibliothek ein kleines Lesezeichen oben in seinem Feld (mit der Maus darauf steht „Eröffnungsbibliothek“); die anderen Züge behalten die Werte der Analyse. Die Statusleiste sagt, ob die Partie noch in der Bibliothek ist oder mit welchem Zug sie sie verlassen hat. Auf 6×6 ist die Bibliothek perfektes Spiel, bis zum Ende gelöst: Jeder Zug einer Stellung der Bibliothek zeigt seinen exakten Wert.
help-book-2 = Ansicht → Eröffnungsbibliothek zeigen listet neben dem Brett die Züge der Bibliothek in der Stellung, den besten zuerst, dazu den besten Zug, der die Bibliothek verlässt; ein Klick spielt ihn. In der Bibliothek spielt jede Stufe außer Anfänger sofort einen Bibliothekszug, wenn der beste Zug einer ist: Experte einen innerhalb eines Steins vom besten, zufällig, damit die Partien abwechseln; schwächere Stufen mit größerem Spielraum.
help-book-3 = Ihr eigenes Buch: Im Feld des Eröffnungsbuchs bewertet „Diese Zugfolge in mein Buch“ jede Stellung der Partie bis zum Brett, die das Buch noch nicht enthält, und „Mein Buch hier vertiefen“ die Stellung und jede Stellung einen Zug davon, jeweils so tief wie das mitgelieferte Buch, in einem eigenen Thread mit Fortschrittsbalken und Abbrechen. Das Ergebnis liegt im Datenordner als own-book.bin und ersetzt das mitgelieferte Buch überall, wo das Fenster das Buch liest (das Feld sagt es); löschen Sie die Datei, um zurückzukehren.
help-database = Die Partiedatenbank
help-database-1 = Ansicht → Partiedatenbank anzeigen zeigt für die Stellung auf dem Brett, wie viele Turnierpartien sie erreicht haben (in jeder Zugfolge und auf gedrehtem oder gespiegeltem Brett), die danach gespielten Züge mit ihrer Anzahl als Balken, geteilt nach Siegen von Schwarz, Remis und Siegen von Weiß, und die Partien selbst, die neuesten zuerst, 50 auf einmal. Ein Klick auf einen Zug spielt ihn; ein Doppelklick auf eine Partie (oder Enter) öffnet sie in dieser Stellung, der Rest ist ein Wiederholen entfernt. Der Filter beschränkt die Partien auf einen Spieler (Namen werden beim Tippen ergänzt), ein Turnier und Jahre; „Anzahlen auf dem Brett zeigen“ schreibt die Anzahl jedes Zuges in sein Feld.
help-database-2 = Von Anfang an kennt das Feld die Eröffnungen: die Stellungen, die in mindestens 20 WTHOR-Partien des französischen Othello-Verbands erreicht wurden, mit dem Programm geliefert. Partie → Partiedatenbank importieren… nimmt die WTHOR-Dateien selbst, kostenlos auf der Seite des Verbands: eine .zip- oder .wtb-Datei wählen oder Diesen Ordner importieren (eine auf das Fenster gezogene Datei tut dasselbe). Sie werden in den Ordner des Programms kopiert und einmal indiziert; ein zweiter Import fügt weitere Jahre hinzu.
help-statistics = Statistik
help-statistics-1 = „Partie → Statistik…“ zählt die gegen den Computer beendeten Partien (ein Mensch auf der einen Seite, der Computer auf der anderen), nach Brettgröße und Stufe: gewonnen, remis, verloren und der Vorsprung des besten Siegs in Steinen; eine durch Zeitüberschreitung verlorene Partie zählt mit. Eine zurückgenommene und danach genauso wieder beendete Partie sowie eine geöffnete oder wiederhergestellte beendete Partie werden nicht doppelt gezählt. „Zurücksetzen…“ vergisst nach einer Rückfrage alle Ergebnisse. Sie werden als stats.ron neben den Einstellungen gespeichert, mit derselben Sorgfalt wie die anderen Dateien.
help-clocks = Bedenkzeit
help-clocks-1 = Im Dialog „Neue Partie“ gibt „Bedenkzeit“ jedem Spieler 1, 5, 10, 15 oder 30 Minuten (oder keine). Die Uhr des Spielers am Zug läuft neben dem Spielstand; wessen Zeit abläuft, der verliert, und es werden keine Züge mehr gespielt. Der Computer verteilt seine Restzeit auf die Züge, die er noch erwartet, und rechnet nie länger, als es seine Stufe tut.
help-clocks-2 = Das Zurücknehmen von Zügen („Rückgängig“, ein Klick in die Zugliste) hält die Uhren an, bis die Partie wieder bei ihrem letzten Zug steht oder ein neuer Zug gespielt wird; die Uhren warten auch, solange der Computer pausiert und solange eine Stellung bearbeitet wird. „Neu starten“ behält die Bedenkzeit mit vollen Uhren bei; eine geöffnete, eingefügte oder von Hand aufgebaute Partie hat keine Uhr. Die Uhren werden mit der Partie gespeichert.
help-edit-position = Stellung bearbeiten
help-edit-position-1 = „Partie → Stellung bearbeiten…“ baut eine beliebige Stellung auf dem Brett auf, ausgehend von der aktuellen. Ein Klick auf ein Feld schaltet es reihum auf leer, schwarz, weiß (oder setzt genau das, wenn unter „Klick:“ „Schwarzer Stein“, „Weißer Stein“ oder „Leer“ gewählt ist); „Leeren“ räumt das Brett ab; „Grundstellung“ stellt die vier Steine in der Mitte wieder her; „Am Zug:“ wählt, wer zuerst zieht. Die Leiste unter dem Brett zählt die Steine und zeigt, wer am Zug ist (eine Seite ohne Zug passt sofort).
help-edit-position-2 = „Starten“ beginnt eine Partie aus dieser Stellung, zu zweit am Brett oder gegen den Computer, je nachdem, wie der Dialog „Neue Partie“ die Seiten zuletzt eingestellt hat; sie wird wie jede Partie gespeichert und wiederhergestellt und lässt sich analysieren. „Starten“ wird nur angeboten, wenn jemand ziehen kann. „Abbrechen“ lässt die Partie auf dem Brett, wie sie war; Computer und Analyse warten während des Bearbeitens.
help-game-files = Partiedateien
help-game-files-1 = „Partie → Öffnen…“ (Ctrl+O) öffnet eine Partiedatei: eine Notation (.txt: die Optionszeile und die Züge, f5d6c3…), GGF (.ggf, wie NBoard und Edax es schreiben, mit Bewertungen, Zeiten und Spielern) oder den eigenen Spielstand dieses Programms (.ron). Das Format ergibt sich aus der Endung, sonst aus dem Text. Auch eine auf dem Fenster abgelegte Partiedatei wird geöffnet. Eine Datei, die sich nicht lesen lässt, lässt die Partie auf dem Brett unverändert, und ein Hinweis nennt die Datei, die Zeile und den Fehler.
help-game-files-2 = „Speichern“ (Ctrl+S) schreibt die Partie zurück in die Datei, aus der sie stammt oder in die sie zuletzt gespeichert wurde; „Speichern unter…“ (Ctrl+Shift+S) fragt nach Ort und Format. Die Dialoge listen die Ordner und Partiedateien eines Ordners auf; „Nach oben“ wechselt in den übergeordneten Ordner. Eine Partie aus einer Datei mit vielen Partien überschreibt sie nie alle: „Speichern“ fragt, ob sie dort ersetzt, als neue Partie angefügt oder als neue Datei gespeichert wird. Eine gespeicherte Partie behält den Kopf, mit dem sie geöffnet wurde (Spieler, Ort, Datum, Ergebnis).
help-game-files-3 = „Als GGF kopieren“ (die ganze Partie) und „Stellung als OBF kopieren“ (das aktuelle Brett und die Seite am Zug, so wie Dateien mit Endspielaufgaben es schreiben) legen den Text für andere Programme in die Zwischenablage.
help-analyze-game = Partie analysieren
help-analyze-game-1 = „Partie → Partie analysieren“ prüft jeden Zug der Partie (auch die zurückgenommenen) auf der gewählten Stufe: Tiefe 8, Tiefe 12, Tiefe 16 oder Tiefe 20, oder 1 s, 5 s, 15 s oder 60 s pro Zug; „Exakt ab“ legt fest, ab wie vielen leeren Feldern die Werte exakt sind (voreingestellt 18, oder „Nie exakt“). Alle gültigen Züge jeder Stellung bewertet dieselbe Suche. Die Analyse läuft in einem eigenen Thread, mit Fortschrittsbalken und Abbrechen-Knopf über der Zugliste, vom letzten Zug rückwärts; die Markierungen erscheinen nach und nach. Die Analyse bleibt bei der Partie: Sie kommt mit game.ron beim nächsten Start zurück und mit der Partiedatei, wenn sie wieder geöffnet wird (die Analysen liegen im Konfigurationsordner); beim Durchgehen der Partie steht sofort der Wert jedes Zuges auf dem Brett (mit „Ansicht → Analyse“).
help-analyze-game-2 = Ein Zug, der gegenüber dem besten Zug der Engine 3 oder mehr Steine verschenkt, wird mit ? markiert, ab 8 Steinen mit ??. Mit der Maus auf einem Zug verweilen, um zu sehen, was er verschenkt hat und welcher Zug der beste war. Die Summen jedes Spielers stehen oben in der Zugliste.
help-analyze-game-3 = „Ansicht → Bewertungsgrafik zeigen“ (voreingestellt an) zeichnet unter dem Brett den Wert für Schwarz nach jedem Zug, sobald er bekannt ist: aus der Analyse jeder Stellung, die man ansieht („Ansicht → Analyse“ oder die besten Zugfolgen), aus der Suche des Computers für jeden seiner Züge und aus „Partie analysieren“ (der Vorsprung von Schwarz schwarz schattiert über der Linie, der von Weiß weiß darunter), mit Fehlern als roten Punkten, Passzügen als Strichen am oberen Rand, den Zugnummern unten und der Stellung auf dem Brett als Linie. Darunter sind die Steine, die jeder Zug verschenkt hat (gegenüber dem besten Zug seiner Stellung, nach derselben Suche), Balken in der Farbe der Seite, und die Summe jeder Seite eine Linie mit ihrer Zahl rechts. Ein Klick springt zu einem Zug; am oberen Rand ziehen macht sie höher. Sie erscheint, sobald zwei Stellungen bewertet sind.
help-analyze-game-4 = Das Feld „Fehler“ („Ansicht → Fehler anzeigen“) listet die analysierten Züge, die Steine verschenkt haben (alle Verluste, Fehler ab 3 Steinen oder Patzer ab 8): den Zug, was er verschenkt hat, den besten Zug und seinen Wert; ein Klick führt zu seiner Stellung. „Üben“ startet eine Übung: Klicken Sie in der Stellung jedes Fehlers den Zug, den Sie stattdessen spielen würden; Sie erfahren, was er gegenüber dem besten Zug verschenkt, die Antwort darauf wird auf dem Brett nummeriert, und Sie können „Noch einmal“, „Besten Zug zeigen“, „Nächster Fehler“ oder „Übung beenden“ wählen. Die Übung zählt die beim ersten Versuch verbesserten Fehler (bis auf einen Stein am besten Zug).
help-move-list = Die Zugliste
help-move-list-1 = Neben dem Brett (wenn das Fenster breit genug ist) steht jeder Zug, auch jedes Passen. Ein Klick auf einen Zug zeigt die Stellung danach; die folgenden Züge bleiben abgeblendet in der Liste, und „Wiederholen“ spielt sie erneut. Ein anderer Zug von dort aus ersetzt sie, und „Mit voriger Partie tauschen“ holt die ersetzte Fortsetzung zurück. Das Mausrad über der Liste geht in der Partie zurück (nach oben) und vor (nach unten). Ein anderer Zug aus einer früheren Stellung erkundet eine Variante: Die verlassene Zugfolge bleibt als Hauptvariante erhalten („Variante ab Zug N“ über der Liste), eine in der Zwischenzeit gespeicherte Datei enthält die Hauptvariante, und „Zurück zur Hauptvariante“ kehrt zu ihr zurück.
help-move-list-2 = Auf dem Standardbrett 8×8 nennen Liste und Statusleiste die gespielte Eröffnung (Tiger, Rose, Buffalo… 77 Namen aus der veröffentlichten Liste), bestimmt nach der erreichten Stellung: Eine andere Zugfolge oder ein anderer erster Zug ergibt denselben Namen.
help-tic-tac-toe = Tic-Tac-Toe
help-tic-tac-toe-1 = Im Dialog „Neue Partie“ „Tic-Tac-Toe“ wählen: 3×3 wie üblich oder ein quadratisches Brett bis 7×7 mit 3 bis 7 in einer Reihe zum Sieg. X oder O kann beginnen, und der Computer kann jede Seite spielen (auf 3×3 spielt er perfekt). „Rückgängig“, „Wiederholen“, „Neu starten“ und die gespeicherte Partie funktionieren wie bei Othello; die Gewinnreihe wird hervorgehoben.
help-keys = Tasten
help-keys-1 = Ctrl+N: neue Partie. Ctrl+Q: beenden. Ctrl+C: Partie kopieren. Ctrl+V: Partie einfügen.
help-keys-2 = Ctrl+O: Partiedatei öffnen. Ctrl+S: speichern. Ctrl+Shift+S: speichern unter.
help-keys-3 = Ctrl+Z: letzten Zug zurücknehmen. Ctrl+Shift+Z oder Ctrl+Y: ihn erneut spielen.
help-keys-4 = H: Tipp. A: Analyse ein oder aus.
help-keys-5 = Pos1 und Ende: Anfang und Ende der Partie. Links und Rechts: einen Zug zurück und vor, ohne Züge zurückzunehmen (ein neuer Zug aus einer früheren Stellung ersetzt den Rest der Zugfolge; „Mit voriger Partie tauschen“ holt ihn zurück). Hoch und Runter: den Tastaturcursor auf einem gültigen Zug zeigen; bei sichtbarem Cursor bewegen ihn alle vier Pfeiltasten in die Richtung, in die sie auf dem Bildschirm zeigen, und Escape blendet ihn aus. Enter oder Leertaste: dort ziehen, wo der Cursor steht.
help-keys-6 = Tab: den Tastaturfokus durch die Menüs, die Schaltflächen und die Felder des Bretts bewegen; ein fokussiertes Feld ist der Cursor. Esc: ein Bedienelement verlassen oder einen Dialog abbrechen.
help-help-menu = Das Menü „Hilfe“
help-help-menu-1 = „Spielanleitung“ öffnet dieses Fenster; „Über Othello“ nennt Version und Lizenz des Programms.
help-saved-between-launches = Zwischen Programmstarts gespeichert
help-saved-between-launches-1 = Die Einstellungen, die laufende Partie und die Tic-Tac-Toe-Partie werden während des Spiels gespeichert und beim nächsten Start wiederhergestellt, ebenso die Fenstergröße. Eine gespeicherte Datei, die sich nicht verwenden lässt, wird beiseitegelegt (als NAME.bad), und ein Hinweis nennt den Fehler.
about-title = Über Othello
about-licence = Lizenz: { $licence }
about-home = Hilfe → Spielanleitung erklärt das Spiel und jede Einstellung; die README.md im Quellcode erklärt, wie man es baut, spielt und testet.
about-written = Geschrieben in Rust mit egui.

## Was die Regeln ablehnen

move-off-board = Zeile { $row }, Spalte { $col } liegt außerhalb des { $rows }×{ $cols }-Bretts
move-occupied = { $square } ist besetzt
move-flips-nothing = { $square } dreht keinen Stein um
move-not-adjacent = { $square } grenzt an keinen gegnerischen Stein
move-game-over = die Partie ist beendet
record-illegal = Zug { $number } ({ $square }): { $why }
record-not-their-turn = Zug { $number }: { $expected } ist am Zug, nicht { $found }
record-pass-not-forced = Zug { $number }: { $player } hat einen gültigen Zug und darf nicht passen
record-pass-after-end = Zug { $number }: die Partie ist beendet, es gibt nichts zu passen

## Die Partiedatenbank (Ansicht → Partiedatenbank; Partie → Partiedatenbank importieren…)
menu-show-database = Partiedatenbank anzeigen
menu-show-database-tip = Die Turnierpartien, die die Stellung auf dem Brett erreicht haben: die danach gespielten Züge, wie diese Partien ausgingen, und die Partien selbst
menu-import-database = Partiedatenbank importieren…
menu-import-database-tip = WTHOR-Partiedateien (einen Ordner oder .zip-Dateien, wie sie die Seite des französischen Othello-Verbands anbietet) in die Partiedatenbank kopieren
database-heading = Partiedatenbank
database-standard-only = Die Datenbank enthält nur Partien aus der 8×8-Grundstellung
database-openings-only = Nur die Statistik der Eröffnungen: WTHOR-Dateien importieren, um die Partien selbst zu haben
database-summary-none = Weniger als 20 Partien der mitgelieferten Statistik haben diese Stellung erreicht
database-games = { $games ->
    [one] 1 Partie hat diese Stellung erreicht
   *[other] { $games } Partien haben diese Stellung erreicht
}
database-results = Schwarz gewann { $black } %, remis { $draws } %, Weiß gewann { $white } %; mittleres Ergebnis von Schwarz { $score }
database-marks = Anzahlen auf dem Brett zeigen
database-value-none = Der Wert der Engine für jeden Zug kommt mit Ansicht → Analyse (Taste A)
database-cell = { $games ->
    [one] 1 Partie in der Datenbank
   *[other] { $games } Partien in der Datenbank
}
database-import-hint = Die Partien selbst kommen mit Partie → Partiedatenbank importieren… (WTHOR-Dateien von der Seite des französischen Othello-Verbands, kostenlos).
database-filter = Filter
database-filter-active = Filter: { $what }
database-player = Spieler:
database-tournament = Turnier:
database-years = Jahre:
database-from = von
database-to = bis
database-page = Partien { $first }–{ $last } von { $total }
database-newer = Neuere Partien
database-older = Ältere Partien
database-open-tip = Doppelklick öffnet diese Partie in dieser Stellung
database-reading = Partiedateien werden gelesen: { $done } von { $total }
database-indexing = Stellungen werden indiziert…
database-importing = Dateien werden kopiert…
database-ready = { $games ->
    [one] 1 Partie in der Datenbank
   *[other] { $games } Partien in der Datenbank
}
database-failed = Der Import ist fehlgeschlagen: { $why }
dialog-import-title = WTHOR-Partiedateien importieren
dialog-import = Importieren
dialog-import-folder = Diesen Ordner importieren
dialog-import-folder-tip = Alle .wtb- und .zip-Dateien des im Feld genannten Ordners (getippt oder mit einem Klick gewählt), sonst des gezeigten Ordners, mit den Namen der Spieler und Turniere daneben. Ein Doppelklick öffnet einen Ordner.
dialog-import-named = { $name }/ importieren
dialog-empty-import = Hier sind keine WTHOR-Dateien (.wtb, .zip)

# The study desk: best lines, analysis level, the turned board.
menu-show-lines = Beste Zugfolgen zeigen
menu-show-lines-tip = Die besten Züge der Stellung mit ihren Bewertungen und den Zugfolgen, die die Engine erwartet; mit der Maus auf einer Zugfolge verweilen, um sie auf dem Brett zu sehen
menu-analysis-level = Analysestufe
menu-analysis-level-tip = Wie tief oder wie lange die Analyse und die besten Zugfolgen jede Stellung untersuchen
menu-hint-level = Tippstufe
menu-turn-board = Brett drehen
menu-turn-right = Nach rechts drehen
menu-turn-left = Nach links drehen
menu-turn-mirror = Spiegeln
menu-turn-upright = Normale Lage
lines-heading = Beste Zugfolgen
lines-count = Folgen
lines-level = Stufe
lines-all = Alle
lines-game-over = Die Partie ist beendet.
lines-waiting = Die Analyse wartet, während der Computer rechnet.
lines-book = Bibliothek, Tiefe { $depth }
lines-book-exact = Bibliothek, exakt
lines-exact = exakt
lines-depth = Tiefe { $depth }
lines-play-up-to = Die Zugfolge bis { $square } spielen
book-best-out-searched = Bester Zug außerhalb der Bibliothek: { $square } { $value } (Suche der Bibliothek, Tiefe { $depth })
level-depth = Tiefe { $depth }
level-seconds = { $seconds } s
speed-millions = { $speed } Mio. Knoten/s
speed-thousands = { $speed } Tsd. Knoten/s
analysis-depth = Tiefe { $depth }
analysis-depth-selective = Tiefe { $depth }, selektiv
status-counts = { $moves ->
    [one] 1 gültiger Zug
   *[other] { $moves } gültige Züge
} · { $empty } leere Felder
cell-line-move = Zug { $number } der Zugfolge für { $player }
lines-line-label = Zugfolge { $line }: { $square }
lines-move-label = Zugfolge { $line }, Zug { $number }: { $square }
help-study = Eine Stellung studieren
help-study-1 = „Ansicht → Beste Zugfolgen zeigen“ listet neben dem Brett die besten Züge der Stellung, den besten zuerst: jeden mit seiner Bewertung (derselben wie auf dem Brett), ihrer Herkunft (Suchtiefe, exakte Lösung, Eröffnungsbibliothek) und der Zugfolge, die die Engine erwartet und die mit der Analyse tiefer wird. Mit der Maus auf einer Zugfolge verweilen zeigt sie als nummerierte Steine auf dem Brett; ein Klick auf einen Zug einer Zugfolge spielt sie bis zu diesem Zug. „Folgen“ legt fest, wie viele gezeigt werden (Alle: jeder gültige Zug).
help-study-2 = „Ansicht → Analysestufe“ (auch im Feld der besten Zugfolgen) legt fest, wie weit die Analyse und die besten Zugfolgen schauen: bis zu einer Tiefe (Tiefe 8 bis Tiefe 24) oder eine Zeit lang (1 s bis 2 Minuten pro Stellung, die Voreinstellung). „Ansicht → Tippstufe“ tut dasselbe für den Tipp (voreingestellt eine Sekunde). Die Statusleiste zeigt die erreichte Tiefe, ob die Suche selektiv (sie verwirft Züge, die eine kurze Suche für aussichtslos hält) oder exakt ist, und die durchsuchten Knoten pro Sekunde. Beide Stufen werden gespeichert.
help-study-3 = „Ansicht → Brett drehen“ dreht das Brett auf dem Bildschirm um je eine Vierteldrehung (Nach rechts drehen, Nach links drehen) oder spiegelt es; die Koordinaten folgen ihren Feldern, und Züge, Dateien und Notation bleiben unverändert. „Normale Lage“ stellt es zurück. Die Drehung wird gespeichert.
menu-show-graph = Bewertungsgrafik zeigen
menu-show-graph-tip = Die Bewertung für Schwarz nach jedem Zug unter dem Brett, so wie Analyse und Computer sie finden, mit den verlorenen Steinen jeder Seite
graph-losses = { $value }; verlorene Steine: Schwarz { $black }, Weiß { $white }
menu-copy-picture = Bild kopieren
menu-copy-picture-tip = Das Brett als Bild in die Zwischenablage, mit den Zugnummern auf den Steinen
menu-export-picture = Bild exportieren…
menu-export-picture-tip = Das Brett als Bild speichern (PNG oder SVG), mit seinen Koordinaten, gedreht wie auf dem Bildschirm
menu-download-picture = Bild herunterladen (PNG)
menu-download-picture-tip = Das Brett als PNG-Bild herunterladen, mit den Zugnummern auf den Steinen und der Grafik, gedreht wie auf dem Bildschirm
dialog-picture-title = Das Brett als Bild exportieren
dialog-picture-formats = Ein Name auf .svg speichert SVG, jeder andere PNG.
dialog-picture-numbers = Zugnummern auf den Steinen
note-copied-picture = Das Brett wurde als Bild kopiert
picture-saved = Bild gespeichert: { $name }
picture-failed = Das Bild konnte nicht erstellt werden: { $why }
help-study-4 = „Partie → Bild exportieren…“ speichert das Brett als Bild, PNG oder SVG (je nach Namensendung), mit seinen Koordinaten und gedreht wie auf dem Bildschirm, auf Wunsch mit der Nummer des Zuges, der jeden Stein setzte; „Partie → Bild kopieren“ legt es mit den Zugnummern in die Zwischenablage, zum Einfügen in ein Dokument oder einen Forumsbeitrag. Das Bild kann auch die Bewertungsgrafik unter dem Brett enthalten.
dialog-empty-picture = Hier gibt es keine Bilder (.png, .svg)
library-title = Partien von { $name }
library-player = Spieler:
library-count = { $shown } von { $games } Partien gezeigt; { $broken } nicht lesbar
library-number = Nr.
library-result = Ergebnis
library-date = Datum
library-board = Brett
library-opening = Eröffnung
library-moves = Züge
library-broken = Nicht lesbar
library-open = Öffnen
library-close = Schließen
library-opened = Partie { $number } von { $name } geöffnet: { $moves } Züge
help-game-files-4 = Eine GGF-Datei mit vielen Partien (ein Turnier, ein Match) öffnet ihre erste Partie und listet alle in einem Fenster auf: die Spieler, das Ergebnis, das Datum, das Brett, die Eröffnung und die Züge. Ein Klick auf eine Spaltenüberschrift sortiert danach (noch einmal: umgekehrt), ein Spielername lässt nur dessen Partien stehen, und ein Doppelklick auf eine Partie (oder Auswählen und „Öffnen“) spielt sie auf dem Brett nach. Eine nicht lesbare Partie wird mit dem Grund aufgeführt; die anderen lassen sich öffnen. Gespeicherte und kopierte Partien enthalten die Spieler, das Datum, die Bedenkzeit, das Ergebnis und die Bewertung jedes Zuges, den die Engine angesehen hat.
library-game = Partie { $number }
moves-variation = Variante ab Zug { $moves }
moves-variation-tip = Die Hauptvariante bleibt erhalten: Jetzt gespeicherte Dateien enthalten sie, und die Schaltfläche kehrt zu ihr zurück
moves-main-line = Zurück zur Hauptvariante
note-main-line = Zurück in der Hauptvariante; die Variante bleibt für „Mit voriger Partie tauschen“ erhalten
dialog-picture-graph = Die Bewertungsgrafik unter dem Brett

## The game's record: study, seats, archives
menu-seat = { $player }: { $seat }
status-study = Studium: Menschen spielen beide Seiten
note-study = Zum Studium geöffnet: Menschen spielen beide Seiten (Partie → Schwarz oder Weiß übergibt eine Seite an den Computer).
note-then-study = { $note } · { $study }
note-opened-study = { $black } – { $white } geöffnet
note-seat = { $player } spielt jetzt: { $seat }
archive-title = Eine Partie aus einer Datei mit vielen Partien speichern
archive-explain = { $name } enthält { $games } Partien; dies ist Partie { $number }. Allein gespeichert würde sie alle ersetzen, also bitte wählen:
archive-replace = Partie { $number } in der Datei ersetzen
archive-append = Als Partie { $number } an die Datei anfügen
archive-save-as = Als neue Datei speichern…
file-saved-in-archive = Als Partie { $number } von { $name } gespeichert; die anderen Partien bleiben erhalten
file-added-to-archive = Als Partie { $number } an { $name } angefügt; die anderen Partien bleiben erhalten

## The search's live output
menu-show-live = Suchausgabe
menu-show-live-tip = Was die laufende Suche meldet: Tiefe, Knoten, Geschwindigkeit, Zeit und die erwartete Zugfolge
live-heading = Suche
live-idle = Es läuft keine Suche.
live-search = Suche
live-computer = Zug von { $player }
live-hint = Tipp
live-analysis = Analyse
live-running = läuft
live-done = fertig
live-depth = Tiefe
live-depth-full = { $depth }
live-depth-selective = { $depth }, selektiv
live-depth-exact = exakt, { $depth } leere Felder
live-value = Wert
live-nodes = Knoten
live-speed = Geschwindigkeit
live-time = Zeit
live-seconds = { $seconds } s
live-line = Erwartete Zugfolge

## Help for the record and the search output
help-game-menu-4 = Schwarz: Mensch und Weiß: Mensch (oder der Computer mit seiner Stufe) nennen, wer jede Seite der Partie auf dem Brett spielt; eine andere Wahl übergibt die Seite ab dieser Stellung an einen Menschen oder den Computer. Eine aus einer Datei, der Partieliste, der Datenbank oder der Zwischenablage geöffnete Partie wird zum Studium geöffnet: Menschen spielen beide Seiten, bis Sie wählen, und die Statusleiste zeigt „Studium“.
help-view-menu-3 = Suchausgabe zeigt, was die laufende Suche meldet, wie Engine-Programme es tun: welche Suche (der Zug des Computers, ein Tipp, die Analyse), ihre Tiefe (selektiv oder im Endspiel exakt), Knoten, Geschwindigkeit, Zeit, den Wert ihres besten Zuges und die erwartete Zugfolge.
database-import-unreadable = { $bad } von { $files } Dateien konnten nicht gelesen werden (die anderen sind in der Datenbank):
graph-legend-value = Wert für Schwarz
graph-legend-losses = Abgegebene Steine:
dialog-exists = { $name } gibt es schon: Speichern ersetzt alles darin (eine Datei mit vielen Partien behält keine der anderen). Wählen Sie einen anderen Namen oder „Ersetzen“.
dialog-replace = Ersetzen
