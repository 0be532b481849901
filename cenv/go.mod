module cenv

go 1.26
