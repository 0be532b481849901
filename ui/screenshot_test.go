package ui

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// keepScreenshot writes img to build/screenshots/name for a person to look
// at; a folder that cannot be written only loses the picture.
func keepScreenshot(t testing.TB, name string, img image.Image) {
	t.Helper()
	dir := filepath.Join("..", "build", "screenshots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Logf("screenshot %s not kept: %v", name, err)
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Logf("screenshot %s not kept: %v", name, err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Logf("screenshot %s not kept: %v", name, err)
	}
}
