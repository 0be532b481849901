package ui

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"rsc.io/qr"

	"weiqi-arbiter/venue"
)

// sharing is the venue server the window runs for the open file: the
// phones of the hall, the projector and a second desk reach the event on
// the local network while the arbiter keeps working here.
type sharing struct {
	stop context.CancelFunc
	done chan struct{} // closed when the server has stopped
	urls []string
}

// shareWindow is File → Share on the local network: the port and desk
// password, start and stop, and each address with a large QR code.
type shareWindow struct {
	app      *App
	win      fyne.Window
	port     *entry
	address  *selectField // the network address served on; the first: every one
	hosts    []string     // the address of each option ("" for every one)
	password *entry
	reports  *widget.Check
	auto     *widget.Check
	button   *widget.Button
	state    *widget.Label
	codes    *fyne.Container
}

func (a *App) openShare() {
	if a.shareWin != nil {
		a.shareWin.win.RequestFocus()
		return
	}
	w := &shareWindow{app: a}
	w.win = a.fa.NewWindow(tr("share.title", "Share on the local network", nil))
	w.port = newEntry()
	w.port.SetText("8080")
	// The network served on: every network of the machine, or one of them
	// (a laptop on the hall's Wi-Fi and on another network shows the hall
	// one address only), or this computer alone.
	options := []string{tr("share.address_all", "every network of this computer", nil)}
	w.hosts = []string{""}
	for _, ip := range venue.LANAddresses() {
		options = append(options, ip.String())
		w.hosts = append(w.hosts, ip.String())
	}
	options = append(options, tr("share.address_local", "127.0.0.1 (this computer only)", nil))
	w.hosts = append(w.hosts, "127.0.0.1")
	w.address = newSelectField(options, nil)
	w.address.SetSelectedIndex(0)
	w.password = newEntry()
	w.password.Password = true
	w.password.SetPlaceHolder(tr("share.password_hint", "empty: no second desk", nil))
	w.reports = widget.NewCheck(tr("share.reports", "Results from the tables (slip codes)", nil), nil)
	w.auto = widget.NewCheck(tr("share.auto", "Accept reported results without confirming", nil), nil)
	if a.arb != nil {
		rep, err := a.arb.Reporting()
		if !a.noteErr(err) {
			w.reports.SetChecked(rep.On)
			w.auto.SetChecked(rep.AutoAccept)
		}
	}
	w.state = widget.NewLabel("")
	w.state.Wrapping = fyne.TextWrapWord
	w.codes = container.NewHBox()
	w.button = widget.NewButton("", w.toggle)
	form := widget.NewForm(
		widget.NewFormItem(tr("share.address", "Network", nil), w.address),
		widget.NewFormItem(tr("share.port", "Port", nil), w.port),
		widget.NewFormItem(tr("share.password", "Desk password", nil), w.password),
	)
	w.win.SetContent(container.NewBorder(container.NewVBox(form, w.reports, w.auto, w.button, w.state), nil, nil, nil,
		container.NewScroll(container.NewCenter(w.codes))))
	w.win.Resize(fyne.NewSize(760, 640))
	w.win.SetOnClosed(func() { a.shareWin = nil })
	a.shareWin = w
	w.show()
	w.win.Show()
}

// show brings the window in line with the server's state.
func (w *shareWindow) show() {
	a := w.app
	running := a.share != nil
	w.port.Enable()
	w.address.Enable()
	w.password.Enable()
	w.reports.Enable()
	w.auto.Enable()
	w.codes.RemoveAll()
	switch {
	case running:
		w.button.SetText(tr("share.stop", "Stop sharing", nil))
		w.port.Disable()
		w.address.Disable()
		w.password.Disable()
		w.reports.Disable()
		w.auto.Disable()
		w.state.SetText(tr("share.running", "Phones on the same network open this address (or scan the code):", nil) + "\n" + strings.Join(a.share.urls, "\n"))
		for _, u := range a.share.urls {
			w.codes.Add(qrImage(u))
		}
	case a.arb == nil:
		w.button.SetText(tr("share.start", "Start sharing", nil))
		w.button.Disable()
		w.state.SetText(tr("share.no_file", "Open a tournament file first.", nil))
		return
	default:
		w.button.SetText(tr("share.start", "Start sharing", nil))
		w.state.SetText(tr("share.stopped", "Not shared.", nil))
	}
	w.button.Enable()
}

func (w *shareWindow) toggle() {
	a := w.app
	if a.share != nil {
		a.stopSharing()
		w.show()
		return
	}
	port, err := strconv.Atoi(strings.TrimSpace(w.port.Text))
	if err != nil || port < 1 || port > 65535 {
		w.state.SetText(tr("share.bad_port", "The port is a number from 1 to 65535 (8080 if unsure).", nil))
		return
	}
	if a.arb != nil {
		if err := a.arb.SetReporting(w.reports.Checked, w.auto.Checked); err != nil {
			a.showError(err)
			return
		}
		a.refresh()
	}
	host := ""
	if i := w.address.SelectedIndex(); i >= 0 {
		host = w.hosts[i]
	}
	if err := a.startSharing(net.JoinHostPort(host, strconv.Itoa(port)), w.password.Text); err != nil {
		w.state.SetText(errorText(err))
		return
	}
	w.show()
}

// startSharing serves the open file at addr (":8080": every interface of
// the machine, as the window asks).
func (a *App) startSharing(addr, password string) error {
	if a.arb == nil || a.share != nil {
		return nil
	}
	// What the desks and the slips change shows here too: the rounds
	// screen and the menu follow the file's version as the server reads
	// it. A failed reading is said once on the status line; the server
	// goes on and catches up when the file reads again.
	sh := &sharing{done: make(chan struct{})}
	failing := false
	changed := func(err error) {
		fyne.Do(func() {
			if a.share != sh {
				return
			}
			switch {
			case err == nil:
				failing = false
				a.rounds.show()
				a.refresh()
			case !failing:
				failing = true
				a.noteErr(err)
			}
		})
	}
	srv, err := venue.New(a.arb, venue.Options{DeskPassword: password, Changed: changed})
	if err != nil {
		return err
	}
	ln, err := venue.Listen(addr)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	sh.stop = cancel
	sh.urls = venue.Addresses(ln.Addr().(*net.TCPAddr))
	a.share = sh
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := srv.Serve(ctx, ln); err != nil {
			fyne.Do(func() {
				a.showError(fmt.Errorf("%s: %w", tr("share.title", "Share on the local network", nil), err))
			})
		}
	})
	go func() {
		wg.Wait()
		close(sh.done)
	}()
	return nil
}

// stopSharing stops the server and waits for it: the file it reads may be
// closed next.
func (a *App) stopSharing() {
	if a.share == nil {
		return
	}
	a.share.stop()
	<-a.share.done
	a.share = nil
	if a.shareWin != nil {
		a.shareWin.show()
	}
}

// qrImage is a QR code of text, large enough to scan across a table.
func qrImage(text string) fyne.CanvasObject {
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return widget.NewLabel(text)
	}
	code.Scale = 8
	img := canvas.NewImageFromReader(bytes.NewReader(code.PNG()), "qr.png")
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScalePixels
	img.SetMinSize(fyne.NewSize(320, 320))
	label := widget.NewLabel(text)
	label.Alignment = fyne.TextAlignCenter
	return container.NewVBox(img, label)
}
