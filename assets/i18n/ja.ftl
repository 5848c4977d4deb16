# ウィンドウの文言（日本語）。キーと引数（$name）は en.ftl とまったく同じです。対局用語は
# 日本オセロ連盟の用法に従います：石、手・着手、打つ、パス、マス、隅、辺、黒・白、返す、挟む、
# 対局、定石、終盤、引き分け、棋譜。

## メニュー

menu-game = 対局
menu-new-game = 新規対局…
menu-restart = 最初から
menu-open = 開く…
menu-save = 保存
menu-save-as = 名前を付けて保存…
menu-edit-position = 局面を編集…
menu-analyze-game = 対局を解析
menu-copy-game = 棋譜をコピー
menu-paste-game = 棋譜を貼り付け
menu-copy-ggf = GGF形式でコピー
menu-copy-obf = 局面をOBF形式でコピー
menu-statistics = 成績…
menu-quit = 終了
menu-view = 表示
menu-show-legal = 打てるマスを表示
menu-mark-last = 直前の手を表示
menu-preview-flips = 返る石をプレビュー
menu-analysis = 解析
menu-analysis-tip = 打てるすべてのマスにエンジンの評価値を表示します。考えるにつれて深くなります（A）
menu-flip-animation = 石を返すアニメーション
menu-theme = テーマ
menu-computer-pace = コンピューターの着手間隔
menu-threads = 探索スレッド数
menu-show-move-list = 棋譜を表示
menu-show-book = 定石を表示
menu-show-book-tip = 盤上の局面の定石手とその評価値を盤の横に表示します
book-heading = 定石
book-none = この盤とルールには定石がありません
book-not-here = この局面は定石にありません
book-exact = 完全読みの値
book-depth = 深さ{ $depth }の値
book-play-tip = { $square }に打つ
book-best-out = 定石外の最善手：{ $square } { $value }
menu-language = 言語
menu-language-system = システム（{ $language }）
menu-help = ヘルプ
menu-how-to-play = 遊び方
menu-about = バージョン情報
menu-undo = 元に戻す
menu-undo-tip = 直前の手を取り消します（{ $key }）
menu-redo = やり直す
menu-redo-tip = 取り消した手をもう一度打ちます（{ $key }）
menu-hint = ヒント
menu-hint-tip = 手番側の好手に印を付けます（H）

## 対局者とステータスバー

black = 黒
white = 白
status-draw = 引き分け（{ $black }–{ $white }）
status-wins = { $player }の勝ち（{ $mine }–{ $theirs }）
status-wins-fewest = { $player }の勝ち（{ $mine }–{ $theirs }、石の少ない方が勝ち）
status-to-move = { $player }の番
status-pass = { $player }はパス — { $other }が続けて打ちます
status-wins-on-time = { $player }の時間切れ勝ち
status-opening-tip = 打たれた定石（到達した局面で判定）
status-book-in = 定石の範囲内
status-book-left = { $number }手目で定石を外れました
status-simple-rules = 簡易ルール
status-seat = { $player }：{ $seat }
status-terms-tip = この対局の条件：勝ちの決め方、ルール、コンピューターの手番（通常と異なる場合）
status-book-tip = 定石：序盤の局面をエンジンの深い探索で評価したもの
status-resume = 再開
status-swap = 前の対局と入れ替え
status-swap-tip = 「最初から」「新規対局」「棋譜を貼り付け」で置き換えられた対局を元に戻します。盤上の対局はその代わりに保管されるので、もう一度クリックすると再び入れ替わります。次の手を打つまで有効です。
status-dismiss = 閉じる
status-dismiss-all = すべて閉じる
status-time-left = { $player }の残り時間
status-game-over = 対局終了：{ $result }
status-play-again = もう一局

## 設定の選択肢

animation-off = オフ
animation-fast = 速い
animation-normal = 標準
theme-system = システムに合わせる
theme-light = ライト
theme-dark = ダーク
theme-high-contrast = ハイコントラスト
pace-instant = 待ち時間なし
pace-half = 0.5秒
pace-second = 1秒
threads-automatic = 自動（{ $count } スレッド）
threads-fixed = { $count } スレッド
seat-human = 人間
seat-computer = コンピューター（{ $level }）
level-beginner = 入門
level-novice = 初級
level-intermediate = 中級
level-advanced = 上級
level-expert = 達人
level-beginner-summary = 1手先まで読み、よく間違えます。1手0.2秒。
level-novice-summary = 2手先まで読み、ときどき間違えます。1手0.5秒。
level-intermediate-summary = 4手先まで読み、めったに間違えません。終盤10手は完全読み。1手1秒。
level-advanced-summary = 6手先まで読みます。終盤12手は完全読み。1手2秒。
level-expert-summary = 1手3秒で読める限り深く読みます。終盤20手は完全読み。
setup-human-summary = 人がマウスかキーボードでこちらを打ちます。

## 「新規対局」ダイアログ

cancel = キャンセル
setup-title = 新規対局
setup-start = 開始
setup-keys = Enterで開始、Escapeでキャンセル
setup-game = ゲーム
game-othello = オセロ
game-tictactoe = 三目並べ
setup-rows = 行数
setup-columns = 列数
setup-first = 先手
setup-centre = 中央の配置
setup-top-left = 左上が{ $player }
setup-centre-preview = 中央の配置：左上と右下が{ $player }
setup-winner = 勝敗
setup-most-discs = 石の多い方が勝ち
setup-fewest-discs = 石の少ない方が勝ち
setup-rules = ルール
setup-full = 通常
setup-full-tip = 標準のオセロ：相手の石を挟める場所にだけ打てます。
setup-simple = 簡易
setup-simple-tip = 相手の石に接する空きマスならどこでも打てます。接している石が返ります。
setup-hints = 補助表示
setup-clock = 持ち時間
setup-board-size = 盤の大きさ
setup-in-a-row = 何目並べ
setup-computer = コンピューター
setup-neither = なし
setup-plays = { $symbol }側
setup-perfect = この盤では完璧に打ちます。
setup-opening = オープニング
opening-standard = 初期配置
opening-xot = XOT
opening-random = ランダム（互角）
opening-standard-tip = 中央の4石だけから始めます。
opening-xot-tip = 公開されているXOTリストにある8手のオープニング3,623通りから1つを選び、盤上に打ち進めます。いずれも強い打ち手がほぼ互角と判断したものです。
opening-xot-unavailable = XOTオープニングは、8×8盤で左上が白、黒が先手の場合にだけ使えます。
opening-random-tip = ランダムな手（盤のマス数の約8分の1）を打ち、浅い探索で評価値が互角から2石以内となった局面だけを採用します。
note-xot = XOTオープニング 第{ $number }番（全{ $count }通り）：{ $moves }
note-random-opening = ランダム互角オープニング：{ $moves }（{ $depth }手読みで{ $player }から見て{ $value }）
note-choosing-opening = 互角のオープニングを選んでいます…
note-no-balanced-opening = この盤では互角のオープニングが見つかりませんでした。初期配置から対局を始めます。

## 棋譜、グラフ、時計

moves-title = 棋譜
moves-pass = パス
moves-opening = 定石：{ $name }
moves-tip = この手の後の局面を表示
moves-note-tip = { $note }。クリックするとこの手の後の局面を表示します
graph-value = 評価グラフ：{ $moves }手目の後、黒から見て{ $value }
graph-valued = 評価グラフ：{ $total }手中{ $valued }手を評価済み
graph-at-start = 開始局面：黒から見て{ $value }
graph-at-start-unvalued = 開始局面：未評価
graph-at = { $moves }手目の後：黒から見て{ $value }
graph-at-unvalued = { $moves }手目の後：未評価
graph-at-loss = { $player }はこの手で{ $loss }石損した
graph-at-kept = { $player }のこの手は評価値を保った
graph-click = クリックでその局面へ移動
clock-none = なし
clock-minutes = 各{ $minutes }分
notice-no-config-dir = 設定フォルダーがありません。設定と対局は保存されません。

## オセロ：ステータスバーのお知らせ

note-game-kept = 「前の対局と入れ替え」で、次の手を打つまで前の対局に戻せます
note-ended-on-time = 時間切れで対局が終了しました。新規対局を始めるか、「最初から」を選んでください
note-copied-moves = 棋譜をクリップボードにコピーしました
note-copied-ggf = 対局をGGF形式でクリップボードにコピーしました
note-copied-obf = 局面をOBF形式でクリップボードにコピーしました
note-computer-paused = { $player }はコンピューターが担当しています。「再開」を押すと打ち始めます
note-computer-wait = { $player }はコンピューターが担当しています。着手をお待ちください
the-computer = コンピューター
thinking = { $player }が思考中…
thinking-depth = { $player }が思考中… 深さ{ $depth }
hint-looking = 好手を探しています…
banner-pass = { $player }は打てるマスがないのでパス。{ $other }が続けて打ちます
note-computer-waits = { $player }（コンピューター）は、局面を見ている間は待機します。「再開」で打ち始めます
note-paste-too-long = 貼り付けたテキスト（{ $kib } KiB）は対局としては長すぎます
note-pasted = { $moves }手の対局を貼り付けました
note-paste-not-a-game = 貼り付けたテキストは対局ではありません：{ $why }
note-pasted-position = 局面を貼り付けました
note-pasted-standard = { $moves }手の対局を標準の8×8の盤に貼り付けました（表示中の盤には合いません）

## 解析と検討

value-exact = { $value }（完全読み）
value-line = { $player }から見て{ $value }（深さ{ $depth }）：{ $line }
value-line-exact = { $player }から見て{ $value }（完全読み）：{ $line }
value-book = { $value }（定石）
value-line-book = { $player }から見て{ $value }（定石、深さ{ $depth }）
value-line-book-exact = { $player }から見て{ $value }（定石、完全読み）
analysis-starting = 解析中…
analysis-exact = 解析：完全読みの値 · { $speed }
analysis-running = 解析中… { $depth } · { $speed } · レベル: { $level }
analysis-done = 解析：{ $depth } · { $speed } · レベル: { $level }

## スクリーンリーダーが読み上げるマスの説明

cell-black = 黒
cell-white = 白
cell-empty = 空き
cell-last-move = 直前の手
cell-legal = 打てるマス
cell-hint = ヒント
cell-value = 評価値{ $value }
cell-editing = 編集中
cell-winning-line = 勝ちのライン

## 局面の編集

editor-title = 局面を編集
editor-click = クリックで：
editor-cycle = 順に切り替え
editor-black = 黒石
editor-white = 白石
editor-empty = 空き
editor-clear = クリア
editor-standard = 初期配置
editor-to-move = 手番：
editor-counts = 黒{ $black }、白{ $white }：{ $player }の番
editor-counts-pass = 黒{ $black }、白{ $white }：{ $player }の番（{ $passer }は打てるマスがないのでパス）
editor-no-moves = この局面ではどちらも打てません。打てるようになるまで石を追加してください
note-no-hint-needed = { $player }はコンピューターが担当しています。ヒントは不要です
note-hint = ヒント：{ $player }は{ $square }がおすすめです
note-out-of-time = { $player }が時間切れ：{ $other }の勝ち
review-quick = 簡易
review-normal = 標準
review-deep = 詳細
review-depth = { $name }（深さ{ $depth }）
review-best = エンジンの最善手と同じ（{ $value }）
review-best-exact = エンジンの最善手と同じ（{ $value }、完全読み）
review-lost = { $lost }石の損：最善手は{ $best }（{ $value }に対し{ $best_value }）
review-lost-exact = { $lost }石の損：最善手は{ $best }（{ $value }に対し{ $best_value }、完全読み）
review-totals = { $player }：? が{ $mistakes }回、?? が{ $blunders }回、計{ $lost }石の損
review-progress = 深さ{ $depth }：{ $done }/{ $total }

## 三目並べ

note-othello-only = ヒント、解析、棋譜、局面の編集、コピーと貼り付けはオセロの対局でのみ使えます
xo-wins = { $player }の勝ち
xo-draw = 引き分け
xo-options = { $size }×{ $size }、{ $k }目並べ

## 対局ファイルとそのダイアログ

format-transcript = テキスト棋譜（.txt）
format-ggf = GGF（.ggf）
format-record = 独自形式（.ron）
file-no-ggf-game = 対局が含まれていません。GGFの対局は (; で始まります
file-cannot-open = { $name }を開けませんでした：{ $why }
file-not-a-game = { $name }は対局ファイル（{ $format }）ではありません：{ $why }
file-opened = { $name }を開きました：{ $moves }手
file-opened-first = { $name }を開きました：全{ $games }局のうち最初の対局、{ $moves }手
file-saved = { $name }に{ $format }で保存しました
file-cannot-write = 対局を{ $format }で書き出せませんでした：{ $why }
file-drop = 対局ファイルをドロップすると開きます
dialog-open-title = 対局を開く
dialog-save-title = 対局を保存
dialog-all-games = 棋譜ファイル
dialog-up = 上へ
dialog-up-tip = 一つ上のフォルダー
dialog-empty = ここには対局ファイル（.ggf、.txt、.ron）がありません
dialog-file-name = ファイル名：
dialog-format = 形式：
dialog-open = 開く
dialog-folder-unreadable = このフォルダーを読み込めません：{ $why }

## 成績

stats-title = 成績
stats-none = コンピューターとの対局はまだ1局も終わっていません。
stats-board = 盤
stats-level = レベル
stats-board-fewest = { $size }、石の少ない方が勝ち
stats-won = 勝ち
stats-drawn = 引き分け
stats-lost = 負け
stats-best = 最大勝ち差
stats-confirm = これまでの成績をすべて消去しますか？
stats-yes-reset = はい、リセット
no = いいえ
stats-reset = リセット…

## 保存ファイル

save-failed = { $what }を保存できませんでした（{ $name }：{ $why }）
save-file-failed = { $path }を保存できませんでした：{ $why }
save-what-settings = 設定
save-what-game = 対局
save-what-tictactoe = 三目並べの対局
save-what-stats = 成績
store-not-a-file = { $path }はファイルではなく{ $kind }です。そのままにして既定値を使用します。ファイルに置き換えられるか削除されるまで、{ $name }は保存されません。
store-too-large = { $kib } KiBあります。{ $name }が{ $max } KiBを超えることはないため、読み込みませんでした
store-kept-as = { $name }を使用できませんでした（{ $why }）。既定値を使用します。ファイルは{ $path }として保管しました。
store-unreadable = { $name }を読み込めませんでした（{ $why }）。既定値を使用します。
store-not-renamed = { $name }を使用できませんでした（{ $why }）。既定値を使用します。ファイルの名前を変更できなかったため（{ $error }）、ファイルは{ $path }に残っており、上書きされません。
store-no-such-file = そのようなファイルはありません
store-is-not-a-file = ファイルではなく{ $kind }です
store-file-too-large = { $kib } KiBあり、どの対局よりもはるかに大きなファイルです（読み込むのは最大{ $max } KiBまで）
store-kind-fifo = FIFO（名前付きパイプ）
store-kind-socket = ソケット
store-kind-device = デバイス
store-kind-directory = ディレクトリ
store-kind-other = 通常のファイル以外のもの

## 遊び方

help-title = 遊び方
help-game = ゲームの概要
help-game-1 = 黒と白の2人が交互に、空いているマスに自分の色の石を打ちます。対局は盤の中央に置かれた4個の石から始まります。
help-game-2 = 挟んだ相手の石は自分の色に変わります。どちらも打てなくなるか盤が埋まると対局は終了し、石の数を数えます。
help-game-3 = マスをクリックするとそこに打ちます。「打てるマスを表示」（表示メニュー）がオンのときは、手番側が打てるマスに小さな点が表示されます。打てるマスはマウスを重ねても明るくなります。
help-full-rules = 通常ルール
help-full-rules-1 = 相手の石を少なくとも1列挟む手だけが打てます。新しい石の隣から縦・横・斜めのいずれかにまっすぐ進んで、相手の石が1個以上続き、その先に自分の石がある場合です。挟んだ石は、どの方向のものもすべて裏返ります。
help-simple-rules = 簡易ルール
help-simple-rules-1 = 縦・横・斜めのいずれかで相手の石に接している空きマスなら、どこにでも打てます。新しい石に接している相手の石がすべて裏返り、それ以外の石は返りません。
help-passing = パス
help-passing-1 = 打てるマスがないときはパスしなければならず、相手が続けて打ちます。パスは自動で行われます。盤の上のバナーにパスした側が表示され、棋譜にもパスが記録されます。
help-game-menu = 対局メニュー
help-game-menu-1 = 「新規対局…」（Ctrl+N）で「新規対局」ダイアログを開きます。「最初から」は同じ対局を最初からやり直します。ステータスバーの「前の対局と入れ替え」を使うと、次の手を打つまでの間、直前まで打っていた対局に戻せます。
help-game-menu-2 = 「棋譜をコピー」（Ctrl+C）は、対局をテキストとしてクリップボードに入れます。内容はオプションの行（"Othello 8x8, Black first, ..."）と手順（"f5d6c3..."）です。「棋譜を貼り付け」（Ctrl+V）は、このプログラムや他のプログラムからテキストとして貼り付けた対局で現在の対局を置き換えます。オプションの行がない場合は、現在の盤上で手順を打ちます（手と手の間の空白はあってもなくてもかまいません）。対局ではないテキストを貼り付けても何も変わらず、ステータスバーに理由が表示されます。
help-game-menu-3 = 「終了」（Ctrl+Q）はすべてを保存してウィンドウを閉じます。
help-new-game-dialog = 「新規対局」ダイアログ
help-new-game-dialog-1 = ゲーム：オセロ、または三目並べ（後述）。
help-new-game-dialog-2 = 行数と列数：4から16までの偶数をそれぞれ選べるので、長方形の盤にもできます。
help-new-game-dialog-3 = 黒と白：それぞれ人間か、5段階のレベルから選んだコンピューターにします。コンピューター同士の対局もできます。
help-new-game-dialog-4 = 先手：最初に打つ側。
help-new-game-dialog-5 = 中央の配置：最初の4個の石のうち、左上（と右下）に置く色。標準の対局では左上が白で、黒が先手です。
help-new-game-dialog-6 = 勝敗：通常は石の多い方が勝ちです。「石の少ない方が勝ち」を選ぶと逆のルールで遊べます。どちらの場合も同数なら引き分けです。
help-new-game-dialog-7 = ルール：「通常」または「簡易」（上記のとおり）。
help-new-game-dialog-8 = 打てるマスを表示：手番側が打てるマスに印を付けます。対局中に表示メニューから切り替えることもできます。
help-new-game-dialog-10 = オープニング：初期配置、XOTオープニング（8×8盤で左上が白、黒が先手の場合）、またはランダム互角オープニング（どの盤でも可）から選びます。XOTオープニングは、公開されているXOTリストにある8手のオープニング3,623通りの1つで、強い打ち手がほぼ互角と判断したものを盤上に打ち進めます。ランダム互角オープニングは、盤のマス数の約8分の1のランダムな手を打ち、6手読みの探索で評価値が互角から2石以内となった局面だけを採用します。オープニングの手は棋譜に記録され、「元に戻す」で他の手と同じように取り消せます。
help-new-game-dialog-9 = Enterで対局を開始し、Escapeでキャンセルします。ウィンドウが小さいときはダイアログをスクロールできます。
help-computer-opponent = コンピューターとの対局
help-computer-opponent-1 = レベル（弱い順）：「入門」は1手先まで読み、よく間違えます。「初級」は2手先まで読みます。「中級」は4手先までで、終盤10手を完全読みします。「上級」は6手先までで、終盤12手を完全読みします。「達人」は1手3秒で読める限り深く読み、終盤20手を完全読みします。最も小さい盤では「達人」は初手から完璧に打ち、ダイアログにもそう表示されます。
help-computer-opponent-2 = コンピューターが考えている間もウィンドウは固まりません。ステータスバーには「白が思考中… 深さ9」のように表示されます。「新規対局」「最初から」「元に戻す」を使うか、ウィンドウを閉じると、思考はすぐに止まります。盤をクリックしても、コンピューターが打つまでは待たされます。
help-computer-opponent-3 = コンピューターとの対局で「元に戻す」を使うと、コンピューターの応手も取り消され、あなたの直前の手まで戻ります。取り消せる自分の手がないときは灰色で表示されます。「やり直す」はあなたの手とコンピューターの応手をもう一度打ちます。
help-computer-opponent-4 = 「ヒント」（「ヒント」ボタンまたはHキー）は、「達人」に手番側の好手を尋ね、盤上に丸で示します。
help-computer-opponent-5 = 表示 → コンピューターの着手間隔で、コンピューターの手が画面に表示される最短の時間を設定します（待ち時間なし、0.5秒、1秒）。
help-computer-opponent-6 = 表示 → 探索スレッド数で、コンピューターの着手・ヒント・解析・「対局を解析」にエンジンが使うプロセッサーのスレッド数を決めます。「自動」（既定）は1つを除くすべてを使い、ウィンドウの応答を保ちます。スレッドが多いほど同じ時間で深く読めます。正確な値はスレッド数によって変わりません。
help-view-menu = 表示メニュー
help-view-menu-1 = 「打てるマスを表示」、「直前の手を表示」、「返る石をプレビュー」（マウスやキーボードカーソルの下の手について、打つ石と、返る石を小さな石で表示します）、「解析」（Aキー：後述）、「石を返すアニメーション」（オフ、速い、標準。アニメーション中のクリックはそのまま次の手になります）、「テーマ」（システムに合わせる、ライト、ダーク、ハイコントラスト）、「コンピューターの着手間隔」、「棋譜を表示」。これらの設定はすべて記憶されます。
help-view-menu-2 = 言語：システムの言語、または英語、フランス語、ドイツ語、スペイン語、日本語から選びます。選択は記憶されます。定石名と、読み取れない棋譜テキストの誤り（行と列）は英語のままです。
help-analysis = 解析
help-analysis-1 = 表示 → 解析（またはAキー）で、打てるすべてのマスにエンジンの評価値を表示します。評価値とは、その手を打った後、双方が最善を尽くした場合に手番側が期待できる石差です（「石の少ない方が勝ち」のときも、プラスは勝ちを表します）。評価値はエンジンが考えるにつれて深くなり、1局面につき最大2分間読み続けます。深さはステータスバーに表示されます。枠で囲まれた値は確定値で、終盤を最後の手まで読み切ったものです。最善手は大きな文字で、テーマの「良い」色で表示されます。悪い手ほど「悪い」色に近づきます（最善手より8石以上悪い手は「悪い」色そのもの）。値にマウスを重ねると、エンジンが予想する手順が表示されます。
help-analysis-2 = 局面が変わるたびに、解析は止まってやり直されます。コンピューターが自分の手を考えている間は、その持ち時間を守るため解析を行いません。人間の手番になるとすぐに、またはあなたが棋譜をさかのぼって見ていてコンピューターが待機しているときに、解析は再開します。
help-book = 定石
help-book-1 = 通常ルールでは、8×8盤（どちらの勝利条件でも）、6×6、10×10、6×10に定石があります。序盤の局面の各手をエンジンの深い探索で評価し、各局面をその手から評価したものです。解析がオンのとき、定石の値はマスの上部に小さなしおりが付きます（マウスを重ねると「定石」と表示）。ほかの手は解析の値のままです。ステータスバーには、対局がまだ定石の範囲内か、何手目で外れたかが表示されます。6×6の定石は終局まで完全読みした最善の手順で、定石の局面ではすべての手に完全読みの値が付きます。
help-book-2 = 表示 → 定石を表示 で、局面の定石手を盤の横に良い順に並べ、定石から外れる最善手も示します。クリックするとその手を打ちます。定石の範囲内では、入門以外の各レベルは、最善手が定石手であればすぐに定石手を打ちます。達人は最善から1石以内の手を無作為に選ぶので対局が変化します。弱いレベルほど幅が広くなります。
help-database = 棋譜データベース
help-database-1 = 表示 → 棋譜データベースを表示 で、盤上の局面について、そこを通った大会の対局数（手順の違い、盤の回転や裏返しも含む）、次に打たれた手とその局数（黒の勝ち・引き分け・白の勝ちに分けた棒グラフ）、対局そのもの（新しい順に 50 局ずつ）を表示します。手をクリックするとその手を打ちます。対局をダブルクリック（または Enter）すると、この局面でその対局を開き、続きはやり直しで進めます。絞り込みでは対局者（入力中に名前を補完）、大会、年で対局を絞れます。「盤上に局数を表示」で各手の局数をマスに書きます。
help-database-2 = 最初から序盤は分かります：フランス・オセロ連盟の WTHOR 棋譜のうち 20 局以上で現れた局面の統計をプログラムに同梱しています。対局 → 棋譜データベースを取り込む… で WTHOR ファイルそのもの（連盟のサイトで無料）を取り込めます：.zip か .wtb ファイルを選ぶか、このフォルダーを取り込む を押します（ウィンドウにファイルをドロップしても同じです）。ファイルはプログラムのフォルダーにコピーされ、一度だけ索引されます。もう一度取り込むと年が増えます。
help-statistics = 成績
help-statistics-1 = 対局 → 成績…は、コンピューターとの対局（片方が人間、もう片方がコンピューター）で終局したものを、盤の大きさとレベルごとに集計します：勝ち、引き分け、負け、最大勝ち差（石数）。時間切れで負けた対局も数えます。取り消してから同じ結果で終えた対局や、開いたり復元したりした終局済みの対局が二重に数えられることはありません。「リセット…」は確認の後、すべてを消去します。成績は設定と同じ場所にstats.ronとして、他のファイルと同様に慎重に保存されます。
help-clocks = 持ち時間
help-clocks-1 = 「新規対局」ダイアログの「持ち時間」で、各対局者に1、5、10、15、30分のいずれか（またはなし）を与えます。手番側の時計はスコアの横で進みます。時間切れになった側は負けとなり、それ以上手は打たれません。コンピューターは残り時間をこれから打つ見込みの手数に配分し、レベル本来の思考時間より長く考えることはありません。
help-clocks-2 = 手を戻している間（「元に戻す」や棋譜のクリック）は、対局が最後の手に戻るか新しい手が打たれるまで時計が止まります。コンピューターが一時停止している間や局面の編集中も時計は止まります。「最初から」は持ち時間の設定を保ったまま、時計を最初の時間に戻します。開いた対局、貼り付けた対局、手動で設定した対局には持ち時間がありません。時計は対局とともに保存されます。
help-edit-position = 局面を編集
help-edit-position-1 = 対局 → 局面を編集…で、盤上の局面をもとに任意の局面を作れます。マスをクリックすると、空き、黒、白の順に切り替わります（「クリックで」を「黒石」「白石」「空き」にすると、それを置きます）。「クリア」は盤を空にし、「初期配置」は中央の4石を元に戻します。「手番」で先に打つ側を選びます。盤の下のバーには石の数と手番が表示されます（打てるマスがない側はすぐにパスします）。
help-edit-position-2 = 「開始」で、この局面から対局を始めます。人間同士かコンピューターとの対局かは、「新規対局」ダイアログで最後に設定した黒と白の担当に従います。この対局は他の対局と同じように保存・復元され、解析もできます。「開始」はどちらかが打てるときにだけ使えます。「キャンセル」は盤上の対局を元のままにします。編集中はコンピューターと解析は待機します。
help-game-files = 対局ファイル
help-game-files-1 = 対局 → 開く…（Ctrl+O）で対局ファイルを開きます。対応する形式は、テキスト棋譜（.txt：オプションの行と手順、f5d6c3…）、GGF（.ggf：NBoardやEdaxが書き出す形式で、評価値、時間、対局者を含む）、このプログラム独自の形式（.ron）です。形式は拡張子から、拡張子がなければ内容から判断します。ウィンドウに対局ファイルをドロップしても開けます。読み込めないファイルの場合、盤上の対局はそのままで、ファイル名、行、問題点が通知されます。
help-game-files-2 = 「保存」（Ctrl+S）は、対局を読み込んだファイルまたは最後に保存したファイルに書き込みます。「名前を付けて保存…」（Ctrl+Shift+S）では保存先と形式を尋ねます。ダイアログにはフォルダー内のフォルダーと対局ファイルが一覧表示され、「上へ」で一つ上のフォルダーに移動します。複数の対局を含むファイルの対局を保存しても、ほかの対局が消えることはありません: 「保存」は、ファイル内のその対局を置き換えるか、追加するか、新しいファイルとして保存するかを尋ねます。保存した対局は、開いたときのヘッダー(対局者、場所、日付、結果)を保ちます。
help-game-files-3 = 「GGF形式でコピー」（対局全体）と「局面をOBF形式でコピー」（現在の盤面と手番。終盤問題ファイルの書式）は、他のプログラムで使えるようにテキストをクリップボードに入れます。
help-analyze-game = 対局を解析
help-analyze-game-1 = 対局 → 対局を解析は、選んだ深さで対局のすべての手（取り消した手も含む）を検討します：簡易（深さ6）、標準（深さ10）、詳細（深さ14）。終盤は完全読みします（空きマスが深さの2倍、最大18以下になってから）。解析は別スレッドで行われ、棋譜の上に進捗バーと「キャンセル」ボタンが表示されます。最後の手からさかのぼって進み、印は順次表示されます。
help-analyze-game-2 = エンジンの最善手と比べて3石以上損した手には ? が、8石以上損した手には ?? が付きます。手にマウスを重ねると、何石損したかと最善手が表示されます。棋譜の先頭には各対局者の合計が表示されます。
help-analyze-game-3 = 表示 → 評価グラフを表示（既定でオン）は、盤の下に各手の後の黒の評価値を、わかり次第描きます。見た各局面の解析（表示 → 解析、または最善手順）、コンピューターが打つ各手の探索、対局の解析から得た値です（黒の優勢は線の上側に黒、白の優勢は下側に白で塗られます）。悪手は赤い点、パスは上端の目盛り、手数は下端、盤上の局面は線で示されます。その下には、各手の損失石数（同じ探索によるその局面の最善手との差）が各色の棒で、双方の累計が線と右端の数字で示されます。クリックでその手へ移動し、上端をドラッグすると高くなります。2つの局面が評価されると表示されます。
help-move-list = 棋譜
help-move-list-1 = 盤の横に（ウィンドウの幅が十分あるとき）パスも含めてすべての手が一覧表示されます。手をクリックすると、その手の後の局面が表示されます。それ以降の手は薄く表示されたまま残り、「やり直す」でもう一度打てます。そこから別の手を打つとそれらは置き換えられ、「前の対局と入れ替え」で置き換えられた手順を元に戻せます。リストの上でマウスホイールを上に回すと1手戻り、下に回すと1手進みます。前の局面から別の手を打つと変化を検討できます。離れた手順は本譜として保持され（リストの上に「N手目からの変化」）、その間に保存するファイルには本譜が入り、「本譜に戻る」で本譜に戻ります。
help-move-list-2 = 標準の8×8盤では、棋譜とステータスバーに打たれた定石の名前が表示されます（Tiger、Rose、Buffalo…公開されているリストの77の名前）。名前は到達した局面で判定されるので、手順や初手が違っても同じ名前になります。
help-tic-tac-toe = 三目並べ
help-tic-tac-toe-1 = 「新規対局」ダイアログで三目並べを選びます。通常の3×3のほか、7×7までの正方形の盤で3から7目並べにもできます。XとOのどちらが先手でもよく、コンピューターはどちら側も担当できます（3×3では完璧に打ちます）。「元に戻す」「やり直す」「最初から」と対局の保存は、オセロと同じように働きます。勝ちのラインは強調表示されます。
help-keys = キー操作
help-keys-1 = Ctrl+N：新規対局。Ctrl+Q：終了。Ctrl+C：棋譜をコピー。Ctrl+V：棋譜を貼り付け。
help-keys-2 = Ctrl+O：対局ファイルを開く。Ctrl+S：保存。Ctrl+Shift+S：名前を付けて保存。
help-keys-3 = Ctrl+Z：直前の手を取り消す。Ctrl+Shift+ZまたはCtrl+Y：もう一度打つ。
help-keys-4 = H：ヒント。A：解析のオン・オフ。
help-keys-5 = HomeとEnd：対局の最初と最後。左と右：手を取り消さずに1手戻る・進む（前の局面から新しい手を打つと、その先の手順は置き換わります。「前の対局と入れ替え」で戻せます）。上と下：盤上の打てるマスにキーボードカーソルを表示します。カーソルが表示されている間は、4つの矢印キーで画面上の向きどおりに動かし、Escapeで消します。EnterまたはSpace：カーソルの位置に打つ。
help-keys-6 = Tab：メニュー、ボタン、盤のマスの間でキーボードフォーカスを移動（フォーカスのあるマスがカーソルになります）。Escape：コントロールから離れる、またはダイアログをキャンセル。
help-help-menu = ヘルプメニュー
help-help-menu-1 = 「遊び方」はこのウィンドウを開きます。「バージョン情報」はプログラムのバージョンとライセンスを表示します。
help-saved-between-launches = 自動保存と復元
help-saved-between-launches-1 = 設定、進行中の対局、三目並べの対局は、プレイ中に保存され、次に起動したときに復元されます。ウィンドウの大きさも同様です。使用できない保存ファイルは別名（NAME.bad）で保管され、問題点が通知されます。
about-title = オセロのバージョン情報
about-licence = ライセンス：{ $licence }
about-home = ヘルプ → 遊び方で、ゲームとすべての設定を説明しています。ソースのREADME.mdにビルド、プレイ、テストの方法が書かれています。
about-written = Rustとeguiで作られています。

## ルールによる拒否

move-off-board = { $row }行{ $col }列は{ $rows }×{ $cols }の盤の外です
move-occupied = { $square }にはすでに石があります
move-flips-nothing = { $square }では石を返せません
move-not-adjacent = { $square }は相手の石に接していません
move-game-over = 対局は終了しています
record-illegal = { $number }手目（{ $square }）：{ $why }
record-not-their-turn = { $number }手目：{ $found }ではなく{ $expected }の番です
record-pass-not-forced = { $number }手目：{ $player }には打てる手があるのでパスできません
record-pass-after-end = { $number }手目：対局は終了しているのでパスはできません

## 棋譜データベース（表示 → 棋譜データベース、対局 → 棋譜データベースを取り込む…）
menu-show-database = 棋譜データベースを表示
menu-show-database-tip = 盤上の局面を通った大会の棋譜：次に打たれた手、その対局の結果、棋譜そのもの
menu-import-database = 棋譜データベースを取り込む…
menu-import-database-tip = WTHOR 棋譜ファイル（フォルダー、またはフランス・オセロ連盟のサイトで配布される .zip ファイル）を棋譜データベースにコピーします
database-heading = 棋譜データベース
database-standard-only = データベースには 8×8 の標準の初期配置からの対局だけがあります
database-openings-only = 序盤の統計のみ：棋譜そのものは WTHOR ファイルを取り込むと見られます
database-summary-none = 同梱の統計では、この局面を通った対局は 20 局未満です
database-games = この局面を通った対局 { $games } 局
database-results = 黒の勝ち { $black } %、引き分け { $draws } %、白の勝ち { $white } %、黒の平均石数 { $score }
database-marks = 盤上に局数を表示
database-cell = データベースに { $games } 局
database-import-hint = 棋譜そのものは 対局 → 棋譜データベースを取り込む… で入ります（フランス・オセロ連盟のサイトの WTHOR ファイル、無料）。
database-filter = 絞り込み
database-player = 対局者：
database-tournament = 大会：
database-years = 年：
database-from = から
database-to = まで
database-page = { $total } 局中 { $first }–{ $last } 局目
database-newer = 新しい対局
database-older = 古い対局
database-open-tip = ダブルクリックでこの対局をこの局面で開きます
database-reading = 棋譜ファイルを読み込み中：{ $total } 個中 { $done } 個
database-indexing = 局面を索引中…
database-importing = ファイルをコピー中…
database-ready = データベースに { $games } 局
database-failed = 取り込みに失敗しました：{ $why }
dialog-import-title = WTHOR 棋譜ファイルを取り込む
dialog-import = 取り込む
dialog-import-folder = このフォルダーを取り込む
dialog-import-folder-tip = 表示中のフォルダーのすべての .wtb と .zip ファイル（横にある対局者名と大会名のファイルも）
dialog-empty-import = WTHOR ファイルがありません（.wtb、.zip）

# The study desk: best lines, analysis level, the turned board.
menu-show-lines = 最善手順を表示
menu-show-lines-tip = 局面の最善手を、評価値とエンジンが予想する手順とともに表示します。手順にマウスを重ねると盤上に表示されます
menu-analysis-level = 解析レベル
menu-analysis-level-tip = 解析と最善手順が各局面をどの深さまで、またはどれだけの時間読むか
menu-hint-level = ヒントのレベル
menu-turn-board = 盤を回転
menu-turn-right = 右に回転
menu-turn-left = 左に回転
menu-turn-mirror = 左右反転
menu-turn-upright = 元の向き
lines-heading = 最善手順
lines-count = 手順数
lines-level = レベル
lines-all = すべて
lines-game-over = 対局は終了しました。
lines-waiting = コンピューターが考えている間、解析は待機します。
lines-book = 定石、深さ{ $depth }
lines-book-exact = 定石、完全読み
lines-exact = 完全読み
lines-depth = 深さ{ $depth }
lines-play-up-to = { $square }まで手順を進める
book-best-out-searched = 定石外の最善手：{ $square } { $value }（定石作成時の深さ{ $depth }の探索）
level-depth = 深さ{ $depth }
level-seconds = { $seconds }秒
speed-millions = { $speed }M ノード/秒
speed-thousands = { $speed }k ノード/秒
analysis-depth = 深さ{ $depth }
analysis-depth-selective = 深さ{ $depth }（選択的）
status-counts = 合法手{ $moves } · 空き{ $empty }
cell-line-move = 手順の{ $number }手目（{ $player }）
lines-line-label = 手順{ $line }：{ $square }
lines-move-label = 手順{ $line }の{ $number }手目：{ $square }
help-study = 局面の研究
help-study-1 = 表示 → 最善手順を表示 で、盤の横に局面の最善手を良い順に表示します。それぞれに評価値（盤上と同じ値）、その出どころ（探索の深さ、完全読み、定石）、エンジンが予想する手順が付き、解析が進むにつれて深くなります。手順にマウスを重ねると盤上に番号付きの石で表示され、手順中の手をクリックするとその手まで手順を進めます。「手順数」で表示する数を選べます（すべて：打てるすべての手）。
help-study-2 = 表示 → 解析レベル（最善手順の欄にもあります）で、解析と最善手順がどこまで読むかを決めます。深さ（深さ8〜深さ24）または時間（1局面につき1秒〜2分、既定は2分）です。表示 → ヒントのレベル はヒントについて同じことを決めます（既定は1秒）。ステータスバーには、到達した深さ、探索が選択的（浅い探索で見込みなしと判断した手を省く）か完全読みか、1秒あたりの探索ノード数が表示されます。どちらのレベルも記憶されます。
help-study-3 = 表示 → 盤を回転 で、画面上の盤を90度ずつ回転（右に回転、左に回転）または左右反転します。座標はマスとともに動き、手・ファイル・棋譜表記は変わりません。元の向き で元に戻ります。向きは記憶されます。
menu-show-graph = 評価グラフを表示
menu-show-graph-tip = 盤の下に、解析とコンピューターが求めた各手の後の黒の評価値と、双方の損失石数を表示します
graph-losses = { $value }、損失石数：黒{ $black }、白{ $white }
menu-copy-picture = 画像をコピー
menu-copy-picture-tip = 盤を画像としてクリップボードにコピーします（石に手数付き）
menu-export-picture = 画像を書き出す…
menu-export-picture-tip = 盤を座標付きの画像（PNGまたはSVG）として、画面と同じ向きで保存します
dialog-picture-title = 盤を画像として書き出す
dialog-picture-formats = 名前が .svg で終わるとSVG、それ以外はPNGで保存します。
dialog-picture-numbers = 石に手数を表示
note-copied-picture = 盤を画像としてコピーしました
picture-saved = 画像を保存しました：{ $name }
picture-failed = 画像を作成できませんでした：{ $why }
help-study-4 = 対局 → 画像を書き出す… は、盤を座標付きで画面と同じ向きのまま、PNGまたはSVG（名前の末尾で決まります）の画像として保存します。各石を置いた手の手数を付けることもできます。対局 → 画像をコピー は手数付きの画像をクリップボードに入れ、文書や掲示板に貼り付けられるようにします。画像には盤の下に評価グラフを入れることもできます。
dialog-empty-picture = ここには画像（.png、.svg）がありません
library-title = { $name }の対局
library-player = 対局者：
library-count = { $games }局中{ $shown }局を表示、{ $broken }局は読めません
library-number = 番号
library-result = 結果
library-date = 日付
library-board = 盤
library-opening = 定石
library-moves = 手数
library-broken = 読めません
library-open = 開く
library-close = 閉じる
library-opened = { $name }の{ $number }局目を開きました：{ $moves }手
help-game-files-4 = 多数の対局を含むGGFファイル（大会や対戦）は、最初の対局を開き、すべての対局をウィンドウに一覧表示します。対局者、結果、日付、盤、定石、手数が並びます。見出しをクリックするとその列で並べ替え（もう一度で逆順）、対局者名を入力するとその人の対局だけを残し、対局をダブルクリック（または選んで「開く」）すると盤上で再生できます。読めない対局は理由とともに表示され、ほかの対局は開けます。保存・コピーした対局には、対局者、日付、持ち時間、結果、エンジンが調べた各手の評価値が含まれます。
library-game = { $number }局目
moves-variation = { $moves }手目からの変化
moves-variation-tip = 本譜は保持されます。今保存するファイルには本譜が入り、ボタンで本譜に戻れます
moves-main-line = 本譜に戻る
note-main-line = 本譜に戻りました。変化は「前の対局と入れ替え」で戻せます
dialog-picture-graph = 盤の下に評価グラフ

## The game's record: study, seats, archives
menu-seat = { $player }: { $seat }
status-study = 研究: 両方の手番を人が指します
note-study = 研究用に開きました: 両方の手番を人が指します(対局 → 黒 または 白 で片方をコンピューターに任せられます)。
note-opened-study = { $black } – { $white } を開きました
note-seat = { $player }の担当: { $seat }
archive-title = 複数の対局を含むファイルの対局を保存
archive-explain = { $name } には { $games } 局が入っています。これは第 { $number } 局です。単独で保存するとすべてが置き換わるため、選んでください:
archive-replace = ファイルの第 { $number } 局を置き換える
archive-append = ファイルに第 { $number } 局として追加する
archive-save-as = 新しいファイルとして保存…
file-saved-in-archive = { $name } の第 { $number } 局として保存しました。ほかの対局はそのままです
file-added-to-archive = { $name } に第 { $number } 局として追加しました。ほかの対局はそのままです

## The search's live output
menu-show-live = 探索の出力
menu-show-live-tip = 実行中の探索の報告: 深さ、ノード数、速度、時間、予想手順
live-heading = 探索
live-idle = 実行中の探索はありません。
live-search = 探索
live-computer = { $player }の着手
live-hint = ヒント
live-analysis = 解析
live-running = 実行中
live-done = 完了
live-depth = 深さ
live-depth-full = { $depth }
live-depth-selective = { $depth }、選択的
live-depth-exact = 完全読み、空き { $depth } マス
live-value = 評価値
live-nodes = ノード数
live-speed = 速度
live-time = 時間
live-seconds = { $seconds } 秒
live-line = 予想手順

## Help for the record and the search output
help-game-menu-4 = 黒: 人間 と 白: 人間(またはコンピューターとそのレベル)は盤上の対局の各手番を誰が指すかを示します。別のものを選ぶと、この局面から手番を人またはコンピューターに任せます。ファイル、対局リスト、データベース、貼り付けから開いた対局は研究用に開かれます: 選ぶまで両方の手番を人が指し、ステータスバーに「研究」と表示されます。
help-view-menu-3 = 探索の出力は、エンジンのプログラムと同じように、実行中の探索の報告を表示します: どの探索か(コンピューターの着手、ヒント、解析)、深さ(選択的、または終盤の完全読み)、ノード数、速度、時間、最善手の評価値、予想手順。
database-import-unreadable = { $files } 個のファイルのうち { $bad } 個を読めませんでした(ほかはデータベースに入っています):
graph-legend-value = 黒から見た評価値
graph-legend-losses = 失った石:
dialog-exists = { $name } はすでにあります: 保存すると中身がすべて置き換わります(複数の対局を含むファイルでもほかの対局は残りません)。別の名前を選ぶか、「置き換える」を押してください。
dialog-replace = 置き換える
