package i18n

import _ "embed"

// wqyMicroHei is WenQuanYi Micro Hei, one face taken out of the Debian .ttc
// as a plain TrueType font (Fyne cannot read collections); see
// fonts/LICENSE-wqy-microhei.txt.
//
//go:embed fonts/wqy-microhei.ttf
var wqyMicroHei []byte

// Font is the bundled TrueType font that writes both of the program's
// languages: the GUI draws with it and the PDFs embed it, so Chinese shows
// on a machine with no Chinese font installed. Callers must not change it.
func Font() []byte { return wqyMicroHei }
