package cli

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"syscall"

	"weiqi-arbiter/venue"
)

// runServe serves a tournament to the venue's network until interrupted:
// the phones of the hall, the projector and, with a desk password, a
// second desk. The file stays open (and locked) here the whole time.
func runServe(e *Env, args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", ":8080", "")
	password := fs.String("desk-password", "", "")
	reports := fs.String("reports", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	switch *reports {
	case "", "on", "off", "auto":
	default:
		return usageError{e.t("cli.error.reports", "--reports must be on, off or auto", nil)}
	}
	s, err := openTournament(pos[0])
	if err != nil {
		return err
	}
	defer s.Close()
	if *reports != "" {
		if err := s.SetReporting(*reports != "off", *reports == "auto"); err != nil {
			return err
		}
	}
	srv, err := venue.New(s, venue.Options{DeskPassword: *password})
	if err != nil {
		return err
	}
	ln, err := venue.Listen(*addr)
	if err != nil {
		return err
	}
	st, err := s.Settings()
	if err != nil {
		ln.Close()
		return err
	}
	fmt.Fprintln(e.Stdout, e.t("cli.serve.listening", "Serving {{.Event}} at:", map[string]any{"Event": st.Name}))
	for _, u := range venue.Addresses(ln.Addr().(*net.TCPAddr)) {
		fmt.Fprintln(e.Stdout, "  "+u)
	}
	if *password != "" {
		fmt.Fprintln(e.Stdout, e.t("cli.serve.desk", "A second desk signs in at /desk with the desk password.", nil))
	}
	fmt.Fprintln(e.Stdout, e.t("cli.serve.stop", "Press Ctrl+C to stop.", nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return srv.Serve(ctx, ln)
}
